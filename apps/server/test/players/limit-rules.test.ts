import { describe, expect, it } from 'vitest';
import {
  dueChanges,
  exclusionEnd,
  isStricter,
  type LimitRow,
  windowStart,
} from '../../src/players/limits/limit-rules.js';

const now = new Date('2026-05-01T12:00:00Z');
const past = new Date('2026-05-01T11:00:00Z');
const future = new Date('2026-05-02T11:00:00Z');
const row = (over: Partial<LimitRow>): LimitRow => ({
  id: 1,
  type: 'deposit',
  period: 'day',
  amount: 1000,
  currency: 'EUR',
  status: 'active',
  confirmUntil: null,
  disableAt: null,
  endsAt: null,
  createdAt: past,
  ...over,
});

describe('limit rules', () => {
  it('counts a lower amount over the same period as stricter, anything else as looser', () => {
    const current = row({});
    expect(isStricter(current, { period: 'day', amount: 999 })).toBe(true);
    expect(isStricter(current, { period: 'day', amount: 1000 })).toBe(true);
    expect(isStricter(current, { period: 'day', amount: 1001 })).toBe(false);
    expect(isStricter(current, { period: 'week', amount: 10 })).toBe(false);
  });

  it('lets a cooled-off looser limit replace the one in force', () => {
    const rows = [row({ id: 1 }), row({ id: 2, amount: 5000, status: 'unconfirmed', confirmUntil: past })];
    expect(dueChanges(rows, now)).toEqual([
      [2, 'active'],
      [1, 'disabled'],
    ]);
    expect(
      dueChanges([row({ id: 1 }), row({ id: 2, status: 'unconfirmed', confirmUntil: future })], now),
    ).toEqual([]);
  });

  it('ends cooled-off removals and finished exclusions', () => {
    expect(dueChanges([row({ status: 'unconfirmed_disabled', disableAt: past })], now)).toEqual([
      [1, 'disabled'],
    ]);
    expect(dueChanges([row({ type: 'coolingoff', endsAt: past })], now)).toEqual([[1, 'disabled']]);
    expect(dueChanges([row({ type: 'selfexclusion', endsAt: null })], now)).toEqual([]);
  });

  it('computes rolling windows and exclusion ends', () => {
    expect(windowStart('week', now)?.toISOString()).toBe('2026-04-24T12:00:00.000Z');
    expect(windowStart(null, now)).toBeNull();
    expect(exclusionEnd('day', now)?.toISOString()).toBe('2026-05-02T12:00:00.000Z');
    expect(exclusionEnd('forever', now)).toBeNull();
  });
});
