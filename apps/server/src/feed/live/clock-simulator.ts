/**
 * Play of the scoring sports: periods against a clock (or innings), breaks, football's added time, overtime
 * and shootouts, baseball's half-innings and walk-offs. Scores arrive as a Poisson process at the rates the
 * pricing model assumes, so the simulated matches and the prices agree on average.
 */
import { EventStatus } from '@sportsbook/domain';
import { playMoments } from '../world/model-params.js';
import { regularSeconds, syncClockState } from './clock-progress.js';
import type { ClockSim, LiveMatch } from './live-match.js';
import { clockReading, clockStage, periodScore } from './match-display.js';
import { QUIET, type Simulator, type StepResult, scoringParts } from './simulator.js';

/** Teams get a short pause before overtime, whatever the break between regular periods. */
const OVERTIME_BREAK_SECONDS = 120;

function schedule(m: LiveMatch, sim: ClockSim, t: number): void {
  const { rules, params } = scoringParts(m);
  let rate = 0;
  if (sim.phase === 'play') {
    const perPlay = playMoments(rules).mean;
    rate = rules.alternating
      ? (sim.half === 0 ? params.away : params.home) / perPlay / ((rules.periods * sim.periodSeconds) / 2)
      : (params.home + params.away) / perPlay / regularSeconds(m, sim);
  }
  sim.nextScoreAt = t + m.rng.exponential(rate) * 1000;
  m.nextEventAt = Math.min(sim.nextScoreAt, sim.nextBoundaryAt);
}

function show(m: LiveMatch, sim: ClockSim, t: number): void {
  const { rules } = scoringParts(m);
  m.match.clock = clockReading(sim, rules, t);
  m.match.stage = clockStage(sim, rules, m.sport.periodNoun);
  m.match.updatedAt = Math.round(t);
  m.matchDirty = true;
}

function beginPlay(m: LiveMatch, sim: ClockSim, t: number): void {
  const { rules } = scoringParts(m);
  sim.phase = 'play';
  sim.startedAt = t;
  sim.length =
    sim.period <= rules.periods ? sim.periodSeconds : (rules.overtime?.seconds ?? sim.periodSeconds);
  sim.announced = 0;
  sim.half = 0;
  const firstBoundary = rules.alternating ? sim.length / 2 : rules.stoppage ? sim.periodSeconds : sim.length;
  sim.nextBoundaryAt = t + firstBoundary * 1000;
  schedule(m, sim, t);
  show(m, sim, t);
}

function score(m: LiveMatch, sim: ClockSim, t: number): StepResult {
  const { rules, params, state } = scoringParts(m);
  const side = rules.alternating
    ? sim.half === 0
      ? 'away'
      : 'home'
    : m.rng.chance(params.home / (params.home + params.away))
      ? 'home'
      : 'away';
  const play = rules.plays[m.rng.weighted(rules.plays.map(([, w]) => w))];
  const points = play ? play[0] : 1;
  const period = m.match.periodScores[m.match.periodScores.length - 1];
  if (period) period[side] += points;
  const bucket = sim.period <= rules.periods ? state.periods[sim.period - 1] : state.overtime;
  if (bucket) bucket[side] += points;
  const total = m.match.totalScore ?? { home: 0, away: 0 };
  total[side] += points;
  m.match.totalScore = total;
  const overtime = sim.period > rules.periods;
  const walkOff =
    rules.alternating && sim.half === 1 && sim.period >= rules.periods && total.home > total.away;
  if ((overtime && rules.overtime?.sudden) || walkOff)
    return { scored: true, phaseChanged: false, finished: true };
  schedule(m, sim, t);
  show(m, sim, t);
  return { scored: true, phaseChanged: false, finished: false };
}

function boundary(m: LiveMatch, sim: ClockSim, t: number): StepResult {
  const { rules, state } = scoringParts(m);
  if (sim.phase === 'break') {
    sim.period += 1;
    const regular = sim.period <= rules.periods;
    m.match.periodScores.push(
      periodScore(m.sport.periodNoun, sim.period, regular ? 'regular_period' : 'overtime', rules.periods),
    );
    if (regular) state.periods.push({ home: 0, away: 0 });
    beginPlay(m, sim, t);
    return { ...QUIET, phaseChanged: true };
  }
  const total = m.match.totalScore ?? { home: 0, away: 0 };
  if (rules.stoppage && sim.announced === 0 && sim.period <= rules.periods) {
    sim.announced = 60 * (sim.period === 1 ? m.rng.int(1, 3) : m.rng.int(2, 6));
    sim.length = sim.periodSeconds + sim.announced;
    sim.nextBoundaryAt = sim.startedAt + sim.length * 1000;
    schedule(m, sim, t);
    show(m, sim, t);
    return QUIET;
  }
  if (rules.alternating && sim.half === 0) {
    // The bottom of the last inning is not played when the home side already leads.
    if (sim.period >= rules.periods && total.home > total.away) return { ...QUIET, finished: true };
    sim.half = 1;
    sim.nextBoundaryAt = sim.startedAt + sim.length * 1000;
    schedule(m, sim, t);
    return { ...QUIET, phaseChanged: true };
  }
  return endPeriod(m, sim, t, total);
}

function endPeriod(
  m: LiveMatch,
  sim: ClockSim,
  t: number,
  total: { home: number; away: number },
): StepResult {
  const { rules, params, state } = scoringParts(m);
  const overtime = rules.overtime;
  if (sim.period >= rules.periods) {
    if (total.home !== total.away || !overtime || !params.overtime) return { ...QUIET, finished: true };
    if (sim.period > rules.periods && overtime.shootout) {
      const side = m.rng.chance(params.overtime.homeShare) ? 'home' : 'away';
      const shootout = periodScore(m.sport.periodNoun, sim.period + 1, 'penalties', rules.periods);
      shootout[side] = 1;
      total[side] += 1;
      m.match.periodScores.push(shootout);
      return { ...QUIET, finished: true };
    }
    state.overtime ??= { home: 0, away: 0 };
  }
  const halftime = rules.periods % 2 === 0 && sim.period === rules.periods / 2;
  sim.phase = 'break';
  const pause =
    sim.period >= rules.periods
      ? OVERTIME_BREAK_SECONDS
      : halftime
        ? rules.halftimeSeconds
        : rules.breakSeconds;
  sim.nextBoundaryAt = t + pause * 1000;
  schedule(m, sim, t);
  show(m, sim, t);
  return { ...QUIET, phaseChanged: true };
}

/** The simulator of football, basketball, ice hockey, baseball, American football and handball. */
export const clockSimulator: Simulator = {
  start(m, t) {
    const rules = m.sport.rules;
    if (rules.model !== 'scoring' || m.state.model !== 'scoring') throw new Error('not a scoring sport');
    const periodSeconds = m.league.spec.periodSeconds ?? rules.periodSeconds;
    const sim: ClockSim = {
      kind: 'clock',
      phase: 'play',
      period: 1,
      periodSeconds,
      startedAt: t,
      length: periodSeconds,
      announced: 0,
      half: 0,
      nextScoreAt: Number.POSITIVE_INFINITY,
      nextBoundaryAt: Number.POSITIVE_INFINITY,
    };
    m.sim = sim;
    m.match.status = EventStatus.live;
    m.match.totalScore = { home: 0, away: 0 };
    m.match.periodScores = [periodScore(m.sport.periodNoun, 1, 'regular_period', rules.periods)];
    m.state.periods = [{ home: 0, away: 0 }];
    beginPlay(m, sim, t);
  },
  step(m, t) {
    const { sim } = scoringParts(m);
    return sim.phase === 'play' && t >= sim.nextScoreAt && sim.nextScoreAt <= sim.nextBoundaryAt
      ? score(m, sim, t)
      : boundary(m, sim, t);
  },
  playing(m) {
    return m.sim?.phase === 'play';
  },
  sync: syncClockState,
};
