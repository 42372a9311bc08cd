import type { UserLimit } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { limitBody, limitsOfType, maxMinutes } from './limit-values';

describe('limitBody', () => {
  it('reads money as integer minor units of the currency', () => {
    expect(limitBody('loss', 'day', '12,50', 'EUR')).toEqual({
      body: { type: 'loss', period: 'day', amount: 1250, currency: 'EUR' },
    });
    expect(limitBody('bet', undefined, '5', 'EUR')).toEqual({
      body: { type: 'bet', amount: 500, currency: 'EUR' },
    });
    expect(limitBody('loss', 'day', '0', 'EUR')).toEqual({ error: 'money' });
    expect(limitBody('loss', 'day', '1.234', 'EUR')).toEqual({ error: 'money' });
    expect(limitBody('loss', 'day', '', 'EUR')).toEqual({ error: 'required' });
  });

  it('takes whole minutes up to the window', () => {
    expect(limitBody('activity', 'day', '1440', 'EUR')).toEqual({
      body: { type: 'activity', period: 'day', amount: 1440 },
    });
    expect(limitBody('activity', 'day', '1441', 'EUR')).toEqual({ error: 'minutes' });
    expect(limitBody('activity', 'week', '1441', 'EUR')).toMatchObject({ body: { amount: 1441 } });
    expect(limitBody('reality_check', undefined, '1.5', 'EUR')).toEqual({ error: 'minutes' });
    expect(limitBody('session', undefined, '0', 'EUR')).toEqual({ error: 'minutes' });
    expect(maxMinutes(undefined)).toBe(1440);
  });

  it('sends exclusions with their period only', () => {
    expect(limitBody('coolingoff', 'week', '99', 'EUR')).toEqual({
      body: { type: 'coolingoff', period: 'week' },
    });
    expect(limitBody('selfexclusion', undefined, '', 'EUR')).toEqual({
      body: { type: 'selfexclusion', period: '6_months' },
    });
  });
});

describe('limitsOfType', () => {
  const limit = (id: number, status: UserLimit['status']): UserLimit => ({
    id,
    type: 'loss',
    status,
    period: 'day',
    amount: 100,
    currency: 'EUR',
    created_at: '2030-01-01T00:00:00.000Z',
    confirm_until: null,
    disable_at: null,
    ends_at: null,
  });
  it('puts the limit in force first', () => {
    expect(limitsOfType([limit(2, 'unconfirmed'), limit(1, 'active')], 'loss').map((l) => l.id)).toEqual([
      1, 2,
    ]);
    expect(limitsOfType([limit(1, 'active')], 'wager')).toEqual([]);
  });
});
