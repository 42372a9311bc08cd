/**
 * How much of a scoring-sport match has been played, in the terms of the pricing model: the fraction of regular
 * time each side has had, and how much of an overtime is left. The simulator's scoring rates are spread over
 * the same seconds, so prices and play agree.
 */
import type { ClockSim, LiveMatch } from './live-match.js';
import { scoringParts } from './simulator.js';

/** Added time the model assumes in each football half before it is announced. */
const STOPPAGE_ALLOWANCE = [120, 240] as const;

/** Seconds of regular play the scoring rates are spread over. */
export function regularSeconds(m: LiveMatch, sim: ClockSim): number {
  const { rules } = scoringParts(m);
  return (
    rules.periods * sim.periodSeconds + (rules.stoppage ? STOPPAGE_ALLOWANCE[0] + STOPPAGE_ALLOWANCE[1] : 0)
  );
}

/** Brings the model state of a clocked match up to time t. */
export function syncClockState(m: LiveMatch, t: number): void {
  const { rules, state, sim } = scoringParts(m);
  const p = rules.periods;
  const elapsed = sim.phase === 'play' ? (t - sim.startedAt) / 1000 : sim.length;
  if (sim.period <= p) {
    const done = (sim.period - 1) / p;
    if (rules.alternating) {
      const half = sim.length / 2;
      state.played.away = done + Math.min(1, elapsed / half) / p;
      state.played.home = done + Math.min(1, Math.max(0, elapsed - half) / half) / p;
    } else {
      const allowance = rules.stoppage ? (STOPPAGE_ALLOWANCE[sim.period - 1] ?? 0) : 0;
      const expected = sim.announced > 0 ? sim.length : sim.periodSeconds + allowance;
      state.played.home = done + Math.min(1, elapsed / expected) / p;
      state.played.away = state.played.home;
    }
  } else {
    state.played.home = 1;
    state.played.away = 1;
  }
  // In a break before overtime the whole overtime is still to come.
  const left = sim.phase === 'break' ? (rules.overtime?.seconds ?? 0) : Math.max(0, sim.length - elapsed);
  state.overtimeLeft = state.overtime ? left / regularSeconds(m, sim) : 0;
}
