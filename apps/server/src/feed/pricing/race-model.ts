/**
 * The model of sports won in sets or maps (tennis, volleyball, table tennis, e-sports): the chance of taking
 * the set in play comes from where it stands, later sets from the players' strengths, and a dynamic programme
 * over the sets gives the final set score (and, for tennis, the games).
 */
import type { ScorePair } from '@sportsbook/domain';
import type { Scope } from '../markets/market-types.js';
import { type Cell, fromCells, type Pmf, pointMass, type ScopeDistribution } from './distribution.js';
import { freshSet, setInPlay } from './set-outcome.js';

/** The fixed strength of one match for the race model. */
export interface RaceParams {
  model: 'race';
  /** tennis: games of points; points: volleyball, table tennis, CS2 rounds; moba: a map won as a whole. */
  unit: 'tennis' | 'points' | 'moba';
  bestOf: number;
  /** Points (rounds) to win a set (map), and in the deciding one. */
  target: number;
  lastTarget: number;
  /** tennis: P(home wins a point on serve); points: P(home wins a point); moba: P(home wins a map). */
  home: number;
  /** tennis: P(away wins a point on serve); unused otherwise. */
  away: number;
}

/** Where a match of the race model stands. */
export interface RaceState {
  model: 'race';
  /** Sets (maps) won. */
  sets: ScorePair;
  /** Games, points or rounds of each set so far, the one in play last; a map of a moba is 1:0 once won. */
  setScores: ScorePair[];
  /** Points of the current tennis game or tiebreak. */
  points: ScorePair;
  server: 'home' | 'away';
  tiebreak: boolean;
  /** Moba: the shift of the current map's log-odds earned by kills. */
  lead: number;
}

/** The distribution of a scope's final score from where the match stands. */
export function raceScope(params: RaceParams, state: RaceState, scope: Scope): ScopeDistribution {
  if (scope === 'p1') {
    const first = state.setScores[0];
    if (state.sets.home + state.sets.away > 0 && first)
      return first.home > first.away ? pointMass(1, 0) : pointMass(0, 1);
    const p = setInPlay(params, state).home;
    return fromCells([
      { home: 1, away: 0, p },
      { home: 0, away: 1, p: 1 - p },
    ]);
  }
  const { cells, games } = playOut(params, state, scope === 'games');
  if (scope !== 'games') return fromCells(cells);
  if (!games) throw new Error('the games scope belongs to tennis');
  return { cells: null, diff: toPmf(games.diff), total: toPmf(games.total) };
}

function playOut(params: RaceParams, state: RaceState, withGames: boolean) {
  const need = Math.ceil(params.bestOf / 2);
  const start = state.sets.home + state.sets.away;
  let baseTotal = 0;
  let baseDiff = 0;
  for (let i = 0; i < start; i++) {
    baseTotal += (state.setScores[i]?.home ?? 0) + (state.setScores[i]?.away ?? 0);
    baseDiff += (state.setScores[i]?.home ?? 0) - (state.setScores[i]?.away ?? 0);
  }
  type Node = { mass: number; total: Map<number, number>; diff: Map<number, number> };
  const nodes = new Map<number, Node>();
  const key = (h: number, a: number) => h * 32 + a;
  const nodeAt = (h: number, a: number): Node => {
    const known = nodes.get(key(h, a));
    if (known) return known;
    const node: Node = { mass: 0, total: new Map(), diff: new Map() };
    nodes.set(key(h, a), node);
    return node;
  };
  const first = nodeAt(state.sets.home, state.sets.away);
  first.mass = 1;
  first.total.set(baseTotal, 1);
  first.diff.set(baseDiff, 1);
  for (let played = start; played < params.bestOf; played++) {
    for (let h = 0; h < need; h++) {
      const a = played - h;
      const node = a >= 0 && a < need ? nodes.get(key(h, a)) : undefined;
      if (!node || node.mass <= 0) continue;
      const decider = h === need - 1 && a === need - 1;
      const set = played === start ? setInPlay(params, state) : freshSet(params, decider);
      const branches: Cell[] = withGames && set.scores ? set.scores : [];
      if (branches.length === 0) {
        branches.push({ home: 1, away: 0, p: set.home }, { home: 0, away: 1, p: 1 - set.home });
      }
      for (const b of branches) {
        const next = b.home > b.away ? nodeAt(h + 1, a) : nodeAt(h, a + 1);
        next.mass += node.mass * b.p;
        for (const [t, m] of node.total) addTo(next.total, t + b.home + b.away, m * b.p);
        for (const [d, m] of node.diff) addTo(next.diff, d + b.home - b.away, m * b.p);
      }
    }
  }
  const cells: Cell[] = [];
  const games = { total: new Map<number, number>(), diff: new Map<number, number>() };
  for (const [k, node] of nodes) {
    const h = Math.floor(k / 32);
    const a = k % 32;
    if (h !== need && a !== need) continue;
    cells.push({ home: h, away: a, p: node.mass });
    for (const [t, m] of node.total) addTo(games.total, t, m);
    for (const [d, m] of node.diff) addTo(games.diff, d, m);
  }
  return { cells, games: params.unit === 'tennis' ? games : null };
}

function addTo(map: Map<number, number>, key: number, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

function toPmf(map: ReadonlyMap<number, number>): Pmf {
  const keys = [...map.keys()];
  const min = Math.min(...keys);
  const p = new Float64Array(Math.max(...keys) - min + 1);
  for (const [k, v] of map) p[k - min] = v;
  return { min, p };
}
