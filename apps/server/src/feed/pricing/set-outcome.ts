/**
 * How the set in play, and the sets still to come, end: from the score of the set (points, games, rounds, the
 * moba lead) for the one in play, from strengths alone for the rest (cached per match, they never change).
 */
import type { ScorePair } from '@sportsbook/domain';
import type { Cell } from './distribution.js';
import type { RaceParams, RaceState } from './race-model.js';
import { raceWin, tennisSetScores } from './race-probability.js';

/** How a set ends: the home side's chance and, for tennis, the games score distribution. */
export interface SetOutcome {
  home: number;
  /** Tennis: the set's games score distribution. */
  scores: Cell[] | null;
}

const freshSets = new WeakMap<RaceParams, { normal: SetOutcome; last: SetOutcome }>();

/** The set in play: its win probability and, for tennis, its games score distribution. */
export function setInPlay(params: RaceParams, state: RaceState): SetOutcome {
  const index = state.sets.home + state.sets.away;
  return setFrom(params, state, state.setScores[index] ?? { home: 0, away: 0 }, index === params.bestOf - 1);
}

function setFrom(params: RaceParams, state: RaceState, current: ScorePair, decider: boolean): SetOutcome {
  switch (params.unit) {
    case 'tennis':
      return fromScores(
        tennisSetScores(params.home, params.away, {
          games: current,
          points: state.points,
          server: state.server,
          tiebreak: state.tiebreak,
        }),
      );
    case 'points':
      return {
        home: raceWin(decider ? params.lastTarget : params.target, current.home, current.away, params.home),
        scores: null,
      };
    case 'moba':
      return {
        home: 1 / (1 + Math.exp(-(Math.log(params.home / (1 - params.home)) + state.lead))),
        scores: null,
      };
  }
}

/** A set not started yet (the deciding one may be shorter); computed once per match. */
export function freshSet(params: RaceParams, decider: boolean): SetOutcome {
  let known = freshSets.get(params);
  if (!known) {
    const zero = { home: 0, away: 0 };
    const at = (server: 'home' | 'away', last: boolean): SetOutcome => {
      const state: RaceState = {
        model: 'race',
        sets: zero,
        setScores: [],
        points: zero,
        server,
        tiebreak: false,
        lead: 0,
      };
      return setFrom(params, state, zero, last);
    };
    // Who serves first in a later set is not known yet: average the two.
    const average = (last: boolean): SetOutcome => {
      const a = at('home', last);
      const b = at('away', last);
      const scores = a.scores && b.scores ? mergeScores(a.scores, b.scores) : null;
      return { home: (a.home + b.home) / 2, scores };
    };
    known = { normal: average(false), last: average(true) };
    freshSets.set(params, known);
  }
  return decider ? known.last : known.normal;
}

function fromScores(scores: Cell[]): SetOutcome {
  let home = 0;
  for (const c of scores) if (c.home > c.away) home += c.p;
  return { home, scores };
}

function mergeScores(a: readonly Cell[], b: readonly Cell[]): Cell[] {
  const merged = new Map<string, Cell>();
  for (const c of [...a, ...b]) {
    const k = `${c.home}:${c.away}`;
    const cell = merged.get(k);
    if (cell) cell.p += c.p / 2;
    else merged.set(k, { ...c, p: c.p / 2 });
  }
  return [...merged.values()];
}
