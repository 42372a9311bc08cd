/**
 * What a live match shows: period names and keys, the stage, and the clock in the feed's format (seconds,
 * with the time of the reading so clients can run the clock between updates).
 */
import type { MatchClock, PeriodScore } from '@sportsbook/domain';
import type { ScoringRules } from '../sports/sport-definition.js';
import type { ClockSim } from './live-match.js';

/** "1st", "2nd", "3rd", "4th" ... */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A new period score entry: "1st half", "2nd set", "Overtime", "Penalties". */
export function periodScore(
  noun: string,
  number: number,
  type: PeriodScore['type'],
  regular: number,
): PeriodScore {
  if (type === 'regular_period') {
    return {
      home: 0,
      away: 0,
      number,
      type,
      period_key: `${ordinal(number)}_${noun}`,
      period_name: `${ordinal(number)} ${noun}`,
    };
  }
  if (type === 'penalties')
    return { home: 0, away: 0, number, type, period_key: 'penalties', period_name: 'Penalties' };
  const extra = number - regular;
  return {
    home: 0,
    away: 0,
    number,
    type,
    period_key: extra > 1 ? `overtime_${extra}` : 'overtime',
    period_name: extra > 1 ? `Overtime ${extra}` : 'Overtime',
  };
}

/** The stage of a clocked match: the key of the period in play, "halftime", "pause" or "ended". */
export function clockStage(sim: ClockSim, rules: ScoringRules, noun: string): string {
  if (sim.phase === 'play') {
    return sim.period <= rules.periods ? `${ordinal(sim.period)}_${noun}` : 'overtime';
  }
  return rules.periods % 2 === 0 && sim.period === rules.periods / 2 ? 'halftime' : 'pause';
}

/** The clock of a clocked match at time t; null for sports that show none (baseball). */
export function clockReading(sim: ClockSim, rules: ScoringRules, t: number): MatchClock | null {
  if (rules.clock === 'none') return null;
  const elapsed =
    sim.phase === 'play'
      ? Math.min(sim.length, Math.max(0, Math.floor((t - sim.startedAt) / 1000)))
      : sim.length;
  const regular = sim.period <= rules.periods;
  const overtimeSeconds = rules.overtime?.seconds ?? 0;
  const before = regular
    ? (sim.period - 1) * sim.periodSeconds
    : rules.periods * sim.periodSeconds + (sim.period - rules.periods - 1) * overtimeSeconds;
  const inStoppage = rules.stoppage && elapsed > sim.periodSeconds;
  const left = Math.max(0, sim.length - elapsed);
  const down = rules.clock === 'down';
  return {
    match_time: before + elapsed,
    stoppage_time: inStoppage ? elapsed - sim.periodSeconds : null,
    stoppage_time_announced: sim.announced > 0 ? sim.announced : null,
    remaining_time: down ? left + (regular ? (rules.periods - sim.period) * sim.periodSeconds : 0) : null,
    remaining_time_in_period: down ? left : null,
    stopped: sim.phase !== 'play',
    clock_updated_at: Math.round(t),
  };
}
