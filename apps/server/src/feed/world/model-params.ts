/**
 * Turns two competitors' ratings into the pricing model's parameters for their match, and gives the state
 * of a match that has not started. A little noise per match keeps two meetings of the same pair from pricing
 * identically, as with real form and line-ups.
 */
import type { ModelParams, ModelState } from '../pricing/price-match.js';
import type { Random } from '../random.js';
import type { RaceRules, ScoringRules, SportDefinition } from '../sports/sport-definition.js';
import type { Contender, League } from './create-catalogue.js';

/** Expected points of a scoring play and its second moment over its mean (1 for goals). */
export function playMoments(rules: ScoringRules): { mean: number; varianceFactor: number } {
  let weight = 0;
  let first = 0;
  let second = 0;
  for (const [points, w] of rules.plays) {
    weight += w;
    first += points * w;
    second += points * points * w;
  }
  return { mean: first / weight, varianceFactor: second / first };
}

/** The model parameters of a match between `home` and `away` in a league. */
export function modelParams(rng: Random, league: League, home: Contender, away: Contender): ModelParams {
  const rules = league.sport.rules;
  const gap = home.rating - away.rating + rng.normal(0, 0.15);
  if (rules.model === 'race') return raceParams(rules, gap);
  const scale = (league.spec.periodSeconds ?? rules.periodSeconds) / rules.periodSeconds;
  const ratio = Math.exp((rules.spread * gap) / 2);
  const base = rules.perSide * scale;
  const homeMean = base * Math.sqrt(rules.homeAdvantage) * ratio;
  const awayMean = (base / Math.sqrt(rules.homeAdvantage)) * (1 / ratio);
  const share = homeMean / (homeMean + awayMean);
  return {
    model: 'scoring',
    distribution: rules.distribution,
    home: homeMean,
    away: awayMean,
    varianceFactor: playMoments(rules).varianceFactor,
    periods: rules.periods,
    overtime: rules.overtime
      ? {
          // A tie-break is closer to a coin toss than the match itself.
          homeShare: Math.min(0.8, Math.max(0.2, 0.5 + (share - 0.5) * 0.8)),
          margin: rules.overtime.margin,
          points: rules.overtime.points,
        }
      : null,
  };
}

function raceParams(rules: RaceRules, gap: number): ModelParams {
  const clamp = (p: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, p));
  const common = { model: 'race', unit: rules.unit, bestOf: rules.bestOf, target: rules.target } as const;
  if (rules.unit === 'tennis') {
    return {
      ...common,
      lastTarget: rules.lastTarget,
      home: clamp(rules.base + (rules.spread * gap) / 2, 0.5, 0.78),
      away: clamp(rules.base - (rules.spread * gap) / 2, 0.5, 0.78),
    };
  }
  const p = 1 / (1 + Math.exp(-rules.spread * gap));
  const bound = rules.unit === 'moba' ? 0.9 : 0.62;
  return { ...common, lastTarget: rules.lastTarget, home: clamp(p, 1 - bound, bound), away: 1 - p };
}

/** Where a match stands before it starts. */
export function initialState(sport: SportDefinition, rng: Random): ModelState {
  const zero = { home: 0, away: 0 };
  if (sport.rules.model === 'scoring') {
    return { model: 'scoring', periods: [], played: { ...zero }, overtime: null, overtimeLeft: 0 };
  }
  return {
    model: 'race',
    sets: { ...zero },
    setScores: [],
    points: { ...zero },
    server: rng.chance(0.5) ? 'home' : 'away',
    tiebreak: false,
    lead: 0,
  };
}
