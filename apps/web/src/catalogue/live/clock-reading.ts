/**
 * The match clock between two feed updates. The server sends a snapshot (seconds at `clock_updated_at`, and
 * whether it is stopped); the page runs it forward from the wall clock so a live match ticks every second
 * without a message per second.
 */
import type { MatchClock } from '@sportsbook/domain';

/** What a clock shows at one instant. */
export type ClockView =
  /** Counting up (football, ice hockey, handball, e-sports): seconds played, and stoppage time when in it. */
  | { kind: 'up'; seconds: number; stoppage: number | null; announced: number | null }
  /** Counting down (basketball, American football): seconds left in the period and, when known, in the match. */
  | { kind: 'down'; seconds: number; matchSeconds: number | null };

/**
 * Reads `clock` at `now` (epoch ms). A running clock advances by the time since its snapshot; a stopped one
 * stays. Null when the sport shows no clock (tennis, baseball).
 */
export function readClock(clock: MatchClock | null, now: number): ClockView | null {
  if (!clock) return null;
  // A snapshot stamped ahead of this browser's clock (skew, or a fast simulated feed) must not run backwards.
  const elapsed = clock.stopped ? 0 : Math.max(0, Math.floor((now - clock.clock_updated_at) / 1000));
  if (clock.remaining_time_in_period !== null) {
    return {
      kind: 'down',
      seconds: Math.max(0, clock.remaining_time_in_period - elapsed),
      matchSeconds: clock.remaining_time === null ? null : Math.max(0, clock.remaining_time - elapsed),
    };
  }
  if (clock.match_time === null) return null;
  return {
    kind: 'up',
    seconds: clock.match_time + elapsed,
    stoppage: clock.stoppage_time === null ? null : clock.stoppage_time + elapsed,
    announced: clock.stoppage_time_announced,
  };
}

/** 754 -> "12:34"; minutes are not wrapped at 60 (a football match reads 93:10). */
export function formatClockSeconds(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The clock as printed: "67:12", "45+01:30" in stoppage time (the period's end, then the time added so far),
 * "04:12" counting down.
 */
export function formatClock(view: ClockView): string {
  if (view.kind === 'down') return formatClockSeconds(view.seconds);
  if (view.stoppage !== null && view.stoppage > 0) {
    const periodEnd = Math.round((view.seconds - view.stoppage) / 60);
    return `${periodEnd}+${formatClockSeconds(view.stoppage)}`;
  }
  return formatClockSeconds(view.seconds);
}
