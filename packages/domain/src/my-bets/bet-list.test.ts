import { describe, expect, it } from 'vitest';
import { money } from '../money/money';
import { odds } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import type { Bet, BetSelection } from '../types/bet';
import { applyBetUpdate, isOpenBet, matchesBetFilters, statusesFor } from './bet-list';

function selection(id: string, patch: Partial<BetSelection> = {}): BetSelection {
  return {
    id,
    status: 'no_results',
    market: { id: 1, name: '1x2' },
    outcome: { id: '1', name: 'Home' },
    odds: odds(2),
    specifier: '',
    match: { id: 1, slug: 'a-b', name: 'A - B', status: 0, start_time: '2026-11-22T12:00:00Z' },
    ...patch,
  };
}

function bet(id: string, patch: Partial<Bet> = {}): Bet {
  return {
    id,
    type: 'single',
    ref: `R-${id}`,
    status: 'submitted',
    stake: { value: money(1000), currency: 'EUR', subunits: 100 },
    win_amount: null,
    odds: odds(2),
    selections: [selection(`${id}-s1`)],
    created_at: '2026-11-22T10:00:00Z',
    result: 'no_results',
    to_cashout: null,
    bonus: null,
    system: null,
    used_in_jackpot: false,
    is_vip: false,
    ...patch,
  };
}

describe('my bets updates', () => {
  const list = deepFreeze([bet('a'), bet('b', { is_vip: true })]);

  it('removes a vip bet that becomes rejected', () => {
    expect(applyBetUpdate(list, bet('b', { is_vip: true, status: 'rejected' })).map((b) => b.id)).toEqual([
      'a',
    ]);
    expect(applyBetUpdate(list, bet('z', { is_vip: true, status: 'rejected' })).map((b) => b.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('keeps a rejected bet that is not vip, replaced by the update', () => {
    expect(applyBetUpdate(list, bet('a', { status: 'rejected' }))[0]?.status).toBe('rejected');
  });

  it('replaces a bet by id and merges selections by id', () => {
    const update = bet('a', {
      status: 'done',
      result: 'win_entire',
      selections: [selection('a-s1', { status: 'win_entire' }), selection('a-s2')],
    });
    const [a] = applyBetUpdate(list, update);
    expect(a?.status).toBe('done');
    expect(a?.selections.map((s) => [s.id, s.status])).toEqual([
      ['a-s1', 'win_entire'],
      ['a-s2', 'no_results'],
    ]);
  });

  it('adds an unknown bet at the top', () => {
    expect(applyBetUpdate(list, bet('n')).map((b) => b.id)).toEqual(['n', 'a', 'b']);
  });
});

describe('my bets filters', () => {
  it('lists open and settled statuses apart, never the excluded ones', () => {
    expect(statusesFor('open')).toEqual([
      'waiting_results',
      'ready_to_process',
      'cashout_in_progress',
      'submitted',
    ]);
    expect(statusesFor('settled')).toEqual(['cashed_out', 'done', 'cancelled', 'rejected']);
    expect(statusesFor('all')).not.toContain('withdrawn');
    expect(isOpenBet('submitted')).toBe(true);
  });

  it('matches a bet by list and result filter', () => {
    const won = bet('w', { status: 'done', result: 'win_entire' });
    expect(matchesBetFilters(won, 'settled', 'win')).toBe(true);
    expect(matchesBetFilters(won, 'settled', 'lose')).toBe(false);
    expect(matchesBetFilters(won, 'open', 'all')).toBe(false);
    expect(matchesBetFilters(bet('r', { status: 'done', result: 'refund_entire' }), 'all', 'refund')).toBe(
      true,
    );
  });
});
