import { describe, expect, it } from 'vitest';
import { odds } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import { type Market, MarketStatus, type Match } from '../types/catalogue';
import { deepEqual, mergeMarkets, mergeMatch } from './merge-updates';
import { searchQueryProblem } from './search-query';

function market(id: number, patch: Partial<Market> = {}): Market {
  return {
    match_urn_id: 'sr:match:1',
    id,
    name: `m${id}`,
    status: MarketStatus.allowed,
    specifier: '',
    outcomes: [
      { id: '1', name: 'Home', active: true, odds: odds(2) },
      { id: '2', name: 'Away', active: true, odds: odds(1.8) },
    ],
    market_groups: ['main'],
    priority: 1,
    most_balanced: false,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
    ...patch,
  };
}

describe('market updates', () => {
  const current = deepFreeze([market(1), market(2)]);

  it('drops markets whose status is 0', () => {
    expect(mergeMarkets(current, [market(2, { status: MarketStatus.notAllowed })]).map((m) => m.id)).toEqual([
      1,
    ]);
    expect(mergeMarkets(current, [market(5, { status: MarketStatus.notAllowed })])).toBe(current);
  });

  it('drops markets with no outcomes unless already listed', () => {
    expect(mergeMarkets(current, [market(9, { outcomes: [] })])).toBe(current);
    const merged = mergeMarkets(current, [market(1, { outcomes: [], status: MarketStatus.suspended })]);
    expect(merged[0]?.status).toBe(MarketStatus.suspended);
    expect(merged[0]?.outcomes).toBe(current[0]?.outcomes);
  });

  it('keeps unchanged outcomes as they were and takes those whose odds changed', () => {
    const update = market(1, {
      outcomes: [
        { id: '1', name: 'Home', active: true, odds: odds(2) },
        { id: '2', name: 'Away', active: true, odds: odds(1.9) },
      ],
    });
    const merged = mergeMarkets(current, [update]);
    expect(merged[0]?.outcomes[0]).toBe(current[0]?.outcomes[0]);
    expect(merged[0]?.outcomes[1]?.odds).toBe(1.9);
    expect(merged[1]).toBe(current[1]);
  });

  it('returns the same list when an update changes nothing, and appends new markets', () => {
    expect(mergeMarkets(current, [market(1)])).toBe(current);
    expect(mergeMarkets(current, [market(3)]).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});

describe('match updates', () => {
  const base = {
    total_score: { home: 1, away: 0 },
    game_score: null,
    period_score: [
      {
        home: 1,
        away: 0,
        period_key: '1h',
        period_name: '1st half',
        number: 1,
        type: 'regular_period' as const,
      },
    ],
    clock: {
      match_time: 600,
      stoppage_time: null,
      stoppage_time_announced: null,
      remaining_time: null,
      remaining_time_in_period: null,
      stopped: false,
      clock_updated_at: 1,
    },
    status: 1,
  } as unknown as Match;

  it('keeps previous score objects when deeply equal', () => {
    const update = JSON.parse(JSON.stringify(base)) as Match;
    const merged = mergeMatch(base, update);
    expect(merged.total_score).toBe(base.total_score);
    expect(merged.period_score).toBe(base.period_score);
    const scored = mergeMatch(base, { ...update, total_score: { home: 2, away: 0 } });
    expect(scored.total_score).toEqual({ home: 2, away: 0 });
    expect(scored.clock).toBe(base.clock);
  });

  it('compares plain values deeply', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
  });
});

describe('search query', () => {
  it('takes 3 to 50 characters after trimming', () => {
    expect(searchQueryProblem('  ab ')).toBe('too_short');
    expect(searchQueryProblem('abc')).toBeNull();
    expect(searchQueryProblem('x'.repeat(50))).toBeNull();
    expect(searchQueryProblem('x'.repeat(51))).toBe('too_long');
  });
});
