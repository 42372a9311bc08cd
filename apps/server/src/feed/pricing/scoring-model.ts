/**
 * The model of sports that are a race of points against the clock (football, hockey, baseball, basketball,
 * American football, handball): each side scores at a steady rate over regular time. Goal sports use Poisson
 * counts, which give the joint score grid that correct score and both-teams-to-score need; high-scoring sports
 * use a normal approximation of the difference and the total, since their grid would have thousands of cells.
 */
import type { ScorePair } from '@sportsbook/domain';
import type { Scope } from '../markets/market-types.js';
import {
  type Cell,
  fromCells,
  mixPmfs,
  normalPmf,
  pmfAt,
  poissonCells,
  type ScopeDistribution,
} from './distribution.js';

/** How a tie at the end of regular time is broken (overtime, shootout, extra innings). */
interface OvertimeModel {
  /** Probability that the home side wins the tie-break. */
  homeShare: number;
  /** How much the tie-break winner wins by (1 goal in hockey, a few points in basketball). */
  margin: number;
  /** Points the tie-break adds to the total on average. */
  points: number;
}

/** The fixed strength of one match for the scoring model. */
export interface ScoringParams {
  model: 'scoring';
  distribution: 'poisson' | 'normal';
  /** Expected points of each side over regular time. */
  home: number;
  away: number;
  /** Variance of a side's points divided by their mean (1 for Poisson goals; higher when points come in 2s and 3s). */
  varianceFactor: number;
  /** Number of regular periods. */
  periods: number;
  overtime: OvertimeModel | null;
}

/** Where a match of the scoring model stands. */
export interface ScoringState {
  model: 'scoring';
  /** Score of every regular period that has started, period 1 first. */
  periods: ScorePair[];
  /** Fraction of regular time each side has had (they differ in baseball, where the home side bats second). */
  played: ScorePair;
  /** Score of overtime so far; null until regular time ends level. */
  overtime: ScorePair | null;
  /** Fraction of regular time the current overtime period still has. */
  overtimeLeft: number;
}

/** The distribution of a scope's final score from where the match stands. */
export function scoringScope(params: ScoringParams, state: ScoringState, scope: Scope): ScopeDistribution {
  const half = Math.max(1, Math.floor(params.periods / 2));
  switch (scope) {
    case 'regular':
      return periodRange(params, state, 1, params.periods);
    case 'h1':
      return periodRange(params, state, 1, half);
    case 'h2':
      return periodRange(params, state, half + 1, params.periods);
    case 'p1':
      return periodRange(params, state, 1, 1);
    case 'full':
      return wholeMatch(params, state);
    case 'games':
      throw new Error('the games scope belongs to tennis');
  }
}

function periodRange(
  params: ScoringParams,
  state: ScoringState,
  first: number,
  last: number,
): ScopeDistribution {
  const from = (first - 1) / params.periods;
  const to = last / params.periods;
  const left = (played: number) => Math.max(0, to - Math.max(played, from));
  let home = 0;
  let away = 0;
  for (let n = first; n <= last; n++) {
    home += state.periods[n - 1]?.home ?? 0;
    away += state.periods[n - 1]?.away ?? 0;
  }
  return scoreFrom(
    params,
    home,
    away,
    left(state.played.home) * params.home,
    left(state.played.away) * params.away,
  );
}

function wholeMatch(params: ScoringParams, state: ScoringState): ScopeDistribution {
  const overtime = params.overtime;
  if (!overtime) return periodRange(params, state, 1, params.periods);
  if (!state.overtime) return breakTies(periodRange(params, state, 1, params.periods), overtime);
  let home = state.overtime.home;
  let away = state.overtime.away;
  for (const p of state.periods) {
    home += p.home;
    away += p.away;
  }
  const left = state.overtimeLeft;
  return breakTies(scoreFrom(params, home, away, left * params.home, left * params.away), overtime);
}

function scoreFrom(params: ScoringParams, home: number, away: number, meanHome: number, meanAway: number) {
  if (params.distribution === 'poisson') return fromCells(poissonCells(home, away, meanHome, meanAway));
  const sd = Math.sqrt(params.varianceFactor * (meanHome + meanAway));
  return {
    cells: null,
    diff: normalPmf(home - away + meanHome - meanAway, sd),
    total: normalPmf(home + away + meanHome + meanAway, sd),
  };
}

/** Moves the mass of level scores to a win by the tie-break margin for either side. */
function breakTies(dist: ScopeDistribution, ot: OvertimeModel): ScopeDistribution {
  if (dist.cells) {
    const cells: Cell[] = [];
    for (const c of dist.cells) {
      if (c.home !== c.away) cells.push(c);
      else {
        cells.push({ home: c.home + ot.margin, away: c.away, p: c.p * ot.homeShare });
        cells.push({ home: c.home, away: c.away + ot.margin, p: c.p * (1 - ot.homeShare) });
      }
    }
    return fromCells(cells);
  }
  const level = pmfAt(dist.diff, 0);
  if (level === 0) return dist;
  const rest = { min: dist.diff.min, p: Float64Array.from(dist.diff.p) };
  rest.p[-rest.min] = 0;
  const single = (v: number) => ({ min: v, p: Float64Array.of(1) });
  return {
    cells: null,
    diff: mixPmfs([
      { pmf: rest, weight: 1, shift: 0 },
      { pmf: single(ot.margin), weight: level * ot.homeShare, shift: 0 },
      { pmf: single(-ot.margin), weight: level * (1 - ot.homeShare), shift: 0 },
    ]),
    total: mixPmfs([
      { pmf: dist.total, weight: 1 - level, shift: 0 },
      { pmf: dist.total, weight: level, shift: Math.round(ot.points) },
    ]),
  };
}
