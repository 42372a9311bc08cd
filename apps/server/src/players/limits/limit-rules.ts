/**
 * The rules of responsible-gambling limits, without I/O. A player may tighten a limit at once but loosening or
 * removing one waits a cooling-off of {@link COOLING_OFF_MS} (the usual regulator rule: a limit set in a calm
 * moment must not be undone in a heated one). Exclusions start at once and cannot be lifted early.
 */
import type { LimitPeriod, LimitStatus, LimitType } from '@sportsbook/contract';

const DAY = 24 * 60 * 60 * 1000;

/** Delay before a looser limit, or the removal of one, takes effect. */
export const COOLING_OFF_MS = DAY;

/** Types that bar the player from signing in while they run. */
export const EXCLUSIONS: ReadonlySet<string> = new Set<LimitType>(['coolingoff', 'selfexclusion']);

const WINDOW_MS: Partial<Record<LimitPeriod, number>> = { day: DAY, week: 7 * DAY, month: 30 * DAY };
const EXCLUSION_MS: Partial<Record<LimitPeriod, number>> = {
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
  '6_months': 182 * DAY,
  year: 365 * DAY,
};

/** Start of the rolling window of a period (day = the last 24 h); null for periods that are no window. */
export function windowStart(period: string | null, now: Date): Date | null {
  const ms = period ? WINDOW_MS[period as LimitPeriod] : undefined;
  return ms === undefined ? null : new Date(now.getTime() - ms);
}

/** End of an exclusion that starts now; null for `forever`. */
export function exclusionEnd(period: LimitPeriod, now: Date): Date | null {
  const ms = EXCLUSION_MS[period];
  return ms === undefined ? null : new Date(now.getTime() + ms);
}

/** A stored limit, as far as the rules care. */
export interface LimitRow {
  id: number;
  type: string;
  period: string | null;
  amount: number | null;
  currency: string | null;
  status: LimitStatus;
  confirmUntil: Date | null;
  disableAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
}

/** Whether `row` binds the player now: active, or its removal still cooling off. */
export const inForce = (row: LimitRow): boolean =>
  row.status === 'active' || row.status === 'unconfirmed_disabled';

/** Whether a new amount/period may replace the limit in force at once (same period, not higher). */
export function isStricter(
  current: LimitRow,
  next: { period: string | null; amount: number | null },
): boolean {
  return current.period === next.period && next.amount !== null && current.amount !== null
    ? next.amount <= current.amount
    : false;
}

/**
 * The status changes that time has made due: a cooled-off looser limit replaces the one in force, a cooled-off
 * removal ends, an exclusion past its end ends. Returns `[id, status]` pairs to write.
 */
export function dueChanges(rows: readonly LimitRow[], now: Date): [number, LimitStatus][] {
  const changes = new Map<number, LimitStatus>();
  const t = now.getTime();
  for (const row of rows) {
    if (row.status === 'unconfirmed' && row.confirmUntil && row.confirmUntil.getTime() <= t) {
      changes.set(row.id, 'active');
      for (const other of rows) {
        const sameKey = other.type === row.type && other.currency === row.currency && other.id !== row.id;
        if (sameKey && inForce(other) && other.id < row.id) changes.set(other.id, 'disabled');
      }
    }
    if (row.status === 'unconfirmed_disabled' && row.disableAt && row.disableAt.getTime() <= t) {
      changes.set(row.id, 'disabled');
    }
    if (row.status === 'active' && row.endsAt && row.endsAt.getTime() <= t) changes.set(row.id, 'disabled');
  }
  return [...changes];
}
