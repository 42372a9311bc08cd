/**
 * The live engine's record of one match: the public match and markets (the same objects as in the world), the
 * model it is priced with, its own random stream, the simulator's private state, its timers, and what must be
 * sent at the end of the tick.
 */
import type { ScorePair } from '@sportsbook/domain';
import type { ModelParams, ModelState } from '../pricing/price-match.js';
import type { Random } from '../random.js';
import type { SportDefinition } from '../sports/sport-definition.js';
import type { FeedMarket, FeedMatch } from '../types.js';
import type { League } from '../world/create-catalogue.js';

/** Private state of the clock simulator (scoring sports). */
export interface ClockSim {
  kind: 'clock';
  phase: 'play' | 'break';
  /** 1..P regular periods, P+1... overtime periods. */
  period: number;
  periodSeconds: number;
  startedAt: number;
  /** Seconds of the current period, including announced stoppage time. */
  length: number;
  /** Stoppage seconds announced in the current period (football), 0 before. */
  announced: number;
  /** Baseball: 0 while the away side bats, 1 while the home side bats. */
  half: 0 | 1;
  nextScoreAt: number;
  nextBoundaryAt: number;
}

/** Private state of the race simulators (sets, maps). */
export interface RaceSim {
  kind: 'race';
  phase: 'play' | 'break';
  startedAt: number;
  /** Tennis tiebreak: who served its first point. */
  tiebreakServer: 'home' | 'away';
  /** Moba: kills in the current map and when the map ends. */
  kills: ScorePair;
  mapEndsAt: number;
}

/** One match as the engine runs it. */
export interface LiveMatch {
  match: FeedMatch;
  markets: FeedMarket[];
  sport: SportDefinition;
  league: League;
  params: ModelParams;
  state: ModelState;
  /** Has a stream: `match.hasVideo` is on from kick-off to the final whistle. */
  streamed: boolean;
  rng: Random;
  sim: ClockSim | RaceSim | null;
  /** Sim epoch ms of the simulator's next event; Infinity when none. */
  nextEventAt: number;
  nextDangerAt: number;
  nextRepriceAt: number;
  /** Markets are held suspended until then; null when they are not. */
  reopenAt: number | null;
  /** Last fingerprint sent per market, to send only markets that changed. */
  signatures: string[];
  matchDirty: boolean;
  marketsDirty: boolean;
  /** Went live during the current tick (the status event is sent before the match's other events). */
  startedInTick: boolean;
  /** Sim epoch ms at which it finished; null while it has not. */
  finishedAt: number | null;
  /** Called over at its current score at the end of the next tick ({@link Feed.endMatch}). */
  endRequested: boolean;
}

/** Wraps a new match for the engine. */
export function liveMatchOf(
  setup: {
    match: FeedMatch;
    markets: FeedMarket[];
    params: ModelParams;
    state: ModelState;
    streamed: boolean;
  },
  league: League,
  rng: Random,
): LiveMatch {
  return {
    ...setup,
    sport: league.sport,
    league,
    rng,
    sim: null,
    nextEventAt: Number.POSITIVE_INFINITY,
    nextDangerAt: Number.POSITIVE_INFINITY,
    nextRepriceAt: Number.POSITIVE_INFINITY,
    reopenAt: null,
    signatures: [],
    matchDirty: false,
    marketsDirty: false,
    startedInTick: false,
    finishedAt: null,
    endRequested: false,
  };
}

/** A copy of a match that later ticks will not change (the world's record is updated in place). */
export function matchSnapshot(match: FeedMatch): FeedMatch {
  return {
    ...match,
    clock: match.clock && { ...match.clock },
    totalScore: match.totalScore && { ...match.totalScore },
    gameScore: match.gameScore && { ...match.gameScore },
    periodScores: match.periodScores.map((p) => ({ ...p })),
  };
}

/** A copy of a market that later ticks will not change. */
export function marketSnapshot(market: FeedMarket): FeedMarket {
  return { ...market, outcomes: market.outcomes.map((o) => ({ ...o })) };
}
