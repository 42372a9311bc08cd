/**
 * Play of the set and map sports: tennis point by point (games, tiebreaks, serve), volleyball and table tennis
 * rally by rally, CS2 round by round, and Dota 2 / League of Legends maps whose winner leans towards the side
 * that takes the kills. Each point is drawn with the same probabilities the pricing model uses.
 */
import { EventStatus, type ScorePair } from '@sportsbook/domain';
import type { LiveMatch, RaceSim } from './live-match.js';
import { showRace } from './race-display.js';
import { QUIET, raceParts, type Simulator, type StepResult } from './simulator.js';

type Side = 'home' | 'away';
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
/** Players towel off and change ends after a game: a little longer to the next point. */
const CHANGEOVER_SECONDS = 20;
/** A kill moves the log-odds of the map by this much. */
const KILL_SWING = 0.06;

function currentSet(m: LiveMatch): ScorePair {
  const { state } = raceParts(m);
  const index = state.sets.home + state.sets.away;
  let set = state.setScores[index];
  if (!set) {
    set = { home: 0, away: 0 };
    state.setScores[index] = set;
  }
  return set;
}

function nextPoint(m: LiveMatch, sim: RaceSim, t: number, extraSeconds = 0): void {
  const { rules } = raceParts(m);
  const [min, max] = rules.pointSeconds;
  const next = t + (m.rng.range(min, max) + extraSeconds) * 1000;
  m.nextEventAt = rules.unit === 'moba' ? Math.min(next, sim.mapEndsAt) : next;
}

function beginSet(m: LiveMatch, sim: RaceSim, t: number): void {
  const { rules, state } = raceParts(m);
  sim.phase = 'play';
  sim.startedAt = t;
  currentSet(m);
  if (rules.unit === 'moba') {
    const [mean, sd] = rules.mapMinutes;
    sim.kills = { home: 0, away: 0 };
    state.lead = 0;
    sim.mapEndsAt = t + Math.max(18, m.rng.normal(mean, sd)) * 60_000;
  }
  nextPoint(m, sim, t);
  showRace(m, state, sim, t);
}

function setWon(m: LiveMatch, sim: RaceSim, t: number, winner: Side): StepResult {
  const { rules, state } = raceParts(m);
  state.sets[winner] += 1;
  state.points = { home: 0, away: 0 };
  state.tiebreak = false;
  const finished = state.sets[winner] === Math.ceil(rules.bestOf / 2);
  sim.phase = 'break';
  m.nextEventAt = finished ? Number.POSITIVE_INFINITY : t + rules.setBreakSeconds * 1000;
  showRace(m, state, sim, t);
  return { scored: true, phaseChanged: true, finished };
}

function tennisPoint(m: LiveMatch, sim: RaceSim, t: number): StepResult {
  const { params, state } = raceParts(m);
  const played = state.points.home + state.points.away;
  // In a tiebreak the first point is served by one player, then each serves two in turn.
  const server = !state.tiebreak
    ? state.server
    : played === 0 || Math.floor((played - 1) / 2) % 2 === 1
      ? sim.tiebreakServer
      : other(sim.tiebreakServer);
  const winner = m.rng.chance(server === 'home' ? params.home : params.away) ? server : other(server);
  state.points[winner] += 1;
  const target = state.tiebreak ? 7 : 4;
  if (state.points[winner] < target || state.points[winner] - state.points[other(winner)] < 2) {
    nextPoint(m, sim, t);
    showRace(m, state, sim, t);
    return { ...QUIET, scored: true };
  }
  const set = currentSet(m);
  set[winner] += 1;
  const wasTiebreak = state.tiebreak;
  state.points = { home: 0, away: 0 };
  state.tiebreak = false;
  state.server = other(state.server);
  const games = set[winner];
  if (wasTiebreak || games === 7 || (games >= 6 && games - set[other(winner)] >= 2))
    return setWon(m, sim, t, winner);
  if (set.home === 6 && set.away === 6) {
    state.tiebreak = true;
    sim.tiebreakServer = state.server;
  }
  nextPoint(m, sim, t, CHANGEOVER_SECONDS);
  showRace(m, state, sim, t);
  return { ...QUIET, scored: true };
}

function rallyPoint(m: LiveMatch, sim: RaceSim, t: number): StepResult {
  const { rules, params, state } = raceParts(m);
  const winner: Side = m.rng.chance(params.home) ? 'home' : 'away';
  const set = currentSet(m);
  set[winner] += 1;
  const decider = state.sets.home + state.sets.away === rules.bestOf - 1;
  const target = decider ? rules.lastTarget : rules.target;
  if (m.sport.key === 'table-tennis') {
    // Serve changes every two points, and every point from deuce.
    const deuce = set.home >= target - 1 && set.away >= target - 1;
    if (deuce || (set.home + set.away) % 2 === 0) state.server = other(state.server);
  } else state.server = winner;
  if (set[winner] >= target && set[winner] - set[other(winner)] >= 2) return setWon(m, sim, t, winner);
  nextPoint(m, sim, t);
  showRace(m, state, sim, t);
  return { ...QUIET, scored: true };
}

function mobaEvent(m: LiveMatch, sim: RaceSim, t: number): StepResult {
  const { params, state } = raceParts(m);
  const mapWin = 1 / (1 + Math.exp(-(Math.log(params.home / (1 - params.home)) + state.lead)));
  if (t >= sim.mapEndsAt) {
    const winner: Side = m.rng.chance(mapWin) ? 'home' : 'away';
    currentSet(m)[winner] = 1;
    return setWon(m, sim, t, winner);
  }
  const killer: Side = m.rng.chance(0.5 + (mapWin - 0.5) * 0.6) ? 'home' : 'away';
  sim.kills[killer] += 1;
  state.lead += killer === 'home' ? KILL_SWING : -KILL_SWING;
  nextPoint(m, sim, t);
  showRace(m, state, sim, t);
  return { ...QUIET, scored: true };
}

/** The simulator of tennis, volleyball, table tennis and e-sports. */
export const raceSimulator: Simulator = {
  start(m, t) {
    if (m.state.model !== 'race') throw new Error('not a race sport');
    const sim: RaceSim = {
      kind: 'race',
      phase: 'play',
      startedAt: t,
      tiebreakServer: m.state.server,
      kills: { home: 0, away: 0 },
      mapEndsAt: Number.POSITIVE_INFINITY,
    };
    m.sim = sim;
    m.match.status = EventStatus.live;
    beginSet(m, sim, t);
  },
  step(m, t) {
    const { rules, sim } = raceParts(m);
    if (sim.phase === 'break') {
      beginSet(m, sim, t);
      return { ...QUIET, phaseChanged: true };
    }
    if (rules.unit === 'tennis') return tennisPoint(m, sim, t);
    if (rules.unit === 'points') return rallyPoint(m, sim, t);
    return mobaEvent(m, sim, t);
  },
  playing(m) {
    return m.sim?.phase === 'play';
  },
  sync() {
    // The race state is complete after every point; time does not move its prices.
  },
};
