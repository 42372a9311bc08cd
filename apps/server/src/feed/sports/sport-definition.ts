/**
 * What the feed knows about a sport: its catalogue facts, how its clock and scoring work, how the live engine
 * treats it, and which markets it offers. Numbers are tuned to look like the real sport, not to predict it.
 */
import type { Provider, SportKey, SportKind } from '@sportsbook/domain';
import type { Scope } from '../markets/market-types.js';
import type { LocalizedName } from '../types.js';

/** The sports the feed simulates (`SPORT_KEYS` of the domain); also each one's URL key. */
export type { SportKey };

/** A tie at the end of regular time is broken by overtime periods, then maybe a shootout. */
interface OvertimeRules {
  seconds: number;
  /** The first score ends the overtime. */
  sudden: boolean;
  /** Still level after one overtime: a shootout decides (hockey). Otherwise another overtime is played. */
  shootout: boolean;
  /** Margin of the tie-break winner and points it adds to the total, for the pricing model. */
  margin: number;
  points: number;
}

/** Sports played against a clock (or innings) where points add up. */
export interface ScoringRules {
  model: 'scoring';
  periods: number;
  periodSeconds: number;
  /** "none": no clock is shown (baseball innings). */
  clock: 'up' | 'down' | 'none';
  breakSeconds: number;
  halftimeSeconds: number;
  /** Football's added time at the end of each half. */
  stoppage: boolean;
  /** Baseball: the away side bats in the first half of each inning, the home side in the second. */
  alternating: boolean;
  overtime: OvertimeRules | null;
  /** Expected points of a side over regular time between equals. */
  perSide: number;
  distribution: 'poisson' | 'normal';
  /** Points of a scoring play and their weights (a goal is 1; a basket 1, 2 or 3). */
  plays: readonly (readonly [points: number, weight: number])[];
  homeAdvantage: number;
  /** How far a rating difference of 1 moves expected points (log scale). */
  spread: number;
}

/** Sports won in sets or maps. */
export interface RaceRules {
  model: 'race';
  unit: 'tennis' | 'points' | 'moba';
  bestOf: number;
  target: number;
  lastTarget: number;
  /** tennis: a point on serve; points: a rally or round; moba: a map. Between equals. */
  base: number;
  /** How far a rating difference of 1 moves that probability. */
  spread: number;
  /** Seconds between points (rounds; kills for a moba). */
  pointSeconds: readonly [min: number, max: number];
  setBreakSeconds: number;
  /** Moba: mean and spread of a map's length in minutes. */
  mapMinutes: readonly [mean: number, sd: number];
}

/** How the live engine treats the sport. */
export interface LiveRules {
  /** Dangerous moments per hour of play (attacks, power plays, break points): markets suspend briefly. */
  dangerPerHour: number;
  dangerSeconds: number;
  /** Markets stay suspended this long after a score (goal checks); 0 reprices at once. */
  scoreSuspendSeconds: number;
  /** Prices drift with time even without a score; they are refreshed this often. */
  repriceSeconds: number;
  /** A typical match length, to spread the matches already live at start over their course. */
  typicalMinutes: number;
}

/** A sport's market offer: which markets and, for line markets, which lines from the expected score. */
export interface MarketPlan {
  marketId: number;
  lines?: (expected: Expectation) => number[];
}

/** The prematch expected total and difference (home - away) of a scope, to centre the lines on. */
export interface Expectation {
  total: (scope: Scope) => number;
  diff: (scope: Scope) => number;
}

/** Everything about one sport. */
export interface SportDefinition {
  key: SportKey;
  id: number;
  urnId: string;
  kind: SportKind;
  provider: Provider;
  /** Lower comes first. */
  priority: number;
  names: LocalizedName;
  /** What a period is called: "half", "quarter", "period", "inning", "set", "map". */
  periodNoun: string;
  rules: ScoringRules | RaceRules;
  live: LiveRules;
  mainMarketId: number;
  markets: readonly MarketPlan[];
}
