import { describe, expect, it } from 'vitest';
import { aMarket, aMatch } from '../testing/fixtures';
import { MarketSchema, MarketsQuerySchema, OutcomeSchema } from './market';
import { MatchSchema } from './match';

describe('MatchSchema', () => {
  it('accepts a prematch match and an outright without sides', () => {
    expect(MatchSchema.safeParse(aMatch()).success).toBe(true);
    const outright = aMatch({
      type: 'outright',
      home: null,
      away: null,
      end_date: '2027-05-30T00:00:00.000Z',
    });
    expect(MatchSchema.safeParse(outright).success).toBe(true);
  });

  it('rejects an unknown status, a start time that is not ISO, and a missing field', () => {
    expect(MatchSchema.safeParse({ ...aMatch(), status: 9 }).success).toBe(false);
    expect(MatchSchema.safeParse({ ...aMatch(), start_time: '1 May' }).success).toBe(false);
    const { provider: _dropped, ...incomplete } = aMatch();
    expect(MatchSchema.safeParse(incomplete).success).toBe(false);
  });
});

describe('MarketSchema and OutcomeSchema', () => {
  it('accepts a market with odds on the 3-digit scale', () => {
    expect(MarketSchema.safeParse(aMarket()).success).toBe(true);
  });

  it('rejects odds at or below 1, odds off the scale, and an unknown market status', () => {
    const outcome = { id: '1', name: 'Home', active: true, odds: 2 };
    expect(OutcomeSchema.safeParse({ ...outcome, odds: 1 }).success).toBe(false);
    expect(OutcomeSchema.safeParse({ ...outcome, odds: 1.2345 }).success).toBe(false);
    expect(OutcomeSchema.safeParse({ ...outcome, odds: '2.0' }).success).toBe(false);
    expect(MarketSchema.safeParse({ ...aMarket(), status: 2 }).success).toBe(false);
  });
});

describe('MarketsQuerySchema', () => {
  it('defaults to pages of 500 and caps the limit at 500', () => {
    expect(MarketsQuerySchema.parse({})).toEqual({ page: 1, limit: 500 });
    expect(MarketsQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
  });

  it('takes group keys and market ids as lists', () => {
    expect(MarketsQuerySchema.parse({ group_key: 'main,totals', market_id: '1,18' })).toMatchObject({
      group_key: ['main', 'totals'],
      market_id: [1, 18],
    });
    expect(MarketsQuerySchema.safeParse({ market_id: 'x' }).error?.issues[0]?.path[0]).toBe('market_id');
  });
});
