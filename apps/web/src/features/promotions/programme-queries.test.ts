import { describe, expect, it } from 'vitest';
import { isSettledBet, poolChangeOf } from './programme-queries';

describe('the programme publications', () => {
  it('reads a tournament pool change, and nothing else', () => {
    const data = { id: 'season-hunt', pool: 10_040, currency: 'EUR', participants: 2 };
    expect(poolChangeOf({ type: 'tournament_pool_changed', data })).toEqual({
      id: 'season-hunt',
      pool: 10_040,
      participants: 2,
    });
    expect(poolChangeOf({ type: 'bonus_issued', data })).toBeNull();
    expect(poolChangeOf({ type: 'tournament_pool_changed', data: { ...data, pool: '1' } })).toBeNull();
    expect(poolChangeOf(null)).toBeNull();
  });

  it('tells a settled bet from any other bet change', () => {
    expect(isSettledBet({ type: 'bet_changed', data: { status: 'done' } })).toBe(true);
    expect(isSettledBet({ type: 'bet_changed', data: { status: 'waiting_results' } })).toBe(false);
    expect(isSettledBet({ type: 'bonus_issued', data: { status: 'done' } })).toBe(false);
    expect(isSettledBet('done')).toBe(false);
  });
});
