import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  HITS_LIMIT,
  HITS_REFETCH_MS,
  JACKPOT_REFETCH_MS,
  jackpotQueries,
  reportable,
} from './jackpot-queries';

const failure = (status: number) => new ApiError(status, { code: 'x', message: 'x' });

describe('the jackpot calls', () => {
  it('report a failure only when it is not a 400, 404 or 500', () => {
    expect([400, 404, 500].map((s) => reportable(failure(s)))).toEqual([false, false, false]);
    expect([401, 429, 502, 503].map((s) => reportable(failure(s)))).toEqual([true, true, true, true]);
    expect(reportable(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('refetch the jackpots every 15 s and the last 10 hits every 60 s (spec)', () => {
    expect([JACKPOT_REFETCH_MS, HITS_REFETCH_MS, HITS_LIMIT]).toEqual([15_000, 60_000, 10]);
    expect(jackpotQueries.list('en').refetchInterval).toBe(15_000);
    expect(jackpotQueries.hits('en').refetchInterval).toBe(60_000);
    expect(jackpotQueries.unseen('en', 'p1').refetchInterval).toBe(60_000);
  });
});
