/**
 * The contract between the live engine and the per-sport simulators. A simulator owns the play: the clock,
 * periods and scores, written into the match record and the model state. The engine owns everything around it:
 * timers, suspensions, prices, finishing and events.
 */
import type { RaceParams, RaceState } from '../pricing/race-model.js';
import type { ScoringParams, ScoringState } from '../pricing/scoring-model.js';
import type { RaceRules, ScoringRules } from '../sports/sport-definition.js';
import type { ClockSim, LiveMatch, RaceSim } from './live-match.js';

/** What one simulator event did. */
export interface StepResult {
  /** A score (goal, point, kill): prices move, maybe after a check. */
  scored: boolean;
  /** A period or set started or ended: prices of period markets move. */
  phaseChanged: boolean;
  finished: boolean;
}

/** A sport's play-by-play simulation. */
export interface Simulator {
  /** Kicks off at t: sets up the state and the first event (m.nextEventAt). */
  start(m: LiveMatch, t: number): void;
  /** Runs the event due at t (= m.nextEventAt) and schedules the next. */
  step(m: LiveMatch, t: number): StepResult;
  /** True while the ball is in play (not in a break): only then do dangerous moments happen. */
  playing(m: LiveMatch): boolean;
  /** Brings the model state up to time t (time played), before the match is priced. */
  sync(m: LiveMatch, t: number): void;
}

/** A step that only moved the clock along. */
export const QUIET: StepResult = { scored: false, phaseChanged: false, finished: false };

/** The parts of a scoring-sport match, checked once instead of at every use. */
export function scoringParts(m: LiveMatch): {
  rules: ScoringRules;
  params: ScoringParams;
  state: ScoringState;
  sim: ClockSim;
} {
  const { rules } = m.sport;
  if (rules.model !== 'scoring' || m.params.model !== 'scoring' || m.state.model !== 'scoring') {
    throw new Error(`match ${m.match.id} is not a scoring-model match`);
  }
  if (m.sim?.kind !== 'clock') throw new Error(`match ${m.match.id} has not started`);
  return { rules, params: m.params, state: m.state, sim: m.sim };
}

/** The parts of a race-sport match, checked once instead of at every use. */
export function raceParts(m: LiveMatch): {
  rules: RaceRules;
  params: RaceParams;
  state: RaceState;
  sim: RaceSim;
} {
  const { rules } = m.sport;
  if (rules.model !== 'race' || m.params.model !== 'race' || m.state.model !== 'race') {
    throw new Error(`match ${m.match.id} is not a race-model match`);
  }
  if (m.sim?.kind !== 'race') throw new Error(`match ${m.match.id} has not started`);
  return { rules, params: m.params, state: m.state, sim: m.sim };
}
