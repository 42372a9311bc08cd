import { describe, expect, it } from 'vitest';
import { aBet, aSelection, cents, odds } from '@/testing/bets';
import { betCurrency, betReturn, placedBetName, placedPotentialWin } from './bet-figures';

const legs = (...values: number[]) => values.map((v, i) => aSelection(`s${i}`, { odds: odds(v) }));

describe('placedBetName', () => {
  it('names combos by their selection count, other types by type', () => {
    expect(placedBetName(aBet('a'))).toBe('single');
    expect(placedBetName(aBet('a', { type: 'combo', selections: legs(2, 2) }))).toBe('double');
    expect(placedBetName(aBet('a', { type: 'combo', selections: legs(2, 2, 2) }))).toBe('treble');
    expect(placedBetName(aBet('a', { type: 'combo', selections: legs(2, 2, 2, 2, 2) }))).toBe('accumulator');
    expect(placedBetName(aBet('a', { type: 'system', selections: legs(2, 2, 2) }))).toBe('system');
    expect(placedBetName(aBet('a', { type: 'custom_bet' }))).toBe('custom_bet');
  });
});

describe('placedPotentialWin', () => {
  it('pays stake x odds for a single or combo, floored to the minor unit', () => {
    expect(
      placedPotentialWin(
        aBet('a', { stake: { value: cents(333), currency: 'EUR', subunits: 100 }, odds: odds(1.55) }),
      ),
    ).toBe(516);
  });

  it('splits a system stake over its lines and pays each at the product of its odds', () => {
    // System 2/3 at 3 x 1.00 per line: lines 2x3=6, 2x4=8, 3x4=12 -> 26.00
    const bet = aBet('s', {
      type: 'system',
      stake: { value: cents(300), currency: 'EUR', subunits: 100 },
      odds: odds(24),
      selections: legs(2, 3, 4),
      system: { id: '2/3', win_count: 2, total_count: 3 },
    });
    expect(placedPotentialWin(bet)).toBe(2600);
  });

  it('returns only the winnings of a freebet, and caps at the maximum win', () => {
    const freebet = aBet('f', { odds: odds(3), bonus: { id: 'b', type: 'freebet', odds: null } });
    expect(placedPotentialWin(freebet)).toBe(2000);
    const huge = aBet('h', {
      stake: { value: cents(100_000_000), currency: 'EUR', subunits: 100 },
      odds: odds(500),
    });
    expect(placedPotentialWin(huge)).toBe(100_000_000);
  });

  it('does not crash on a malformed system', () => {
    const bet = aBet('s', {
      type: 'system',
      selections: legs(2, 3),
      system: { id: 'x', win_count: 5, total_count: 3 },
    });
    expect(placedPotentialWin(bet)).toBe(2000);
  });
});

describe('betReturn', () => {
  it('shows the potential win while open and what was paid once settled', () => {
    expect(betReturn(aBet('a'))).toEqual({ kind: 'potential', amount: 2000 });
    expect(betReturn(aBet('a', { status: 'done', result: 'lose_entire' }))).toEqual({
      kind: 'paid',
      amount: 0,
    });
    expect(
      betReturn(aBet('a', { status: 'cashed_out', result: 'cashed_out', win_amount: cents(1234) })),
    ).toEqual({
      kind: 'paid',
      amount: 1234,
    });
  });
});

describe('betCurrency', () => {
  it('knows the supported currencies and still formats an unknown code with the bet subunits', () => {
    expect(betCurrency(aBet('a')).code).toBe('EUR');
    expect(betCurrency(aBet('a', { stake: { value: cents(1), currency: 'XYZ', subunits: 1000 } }))).toEqual({
      code: 'XYZ',
      fiat: true,
      subunits: 1000,
      subcurrencies: [],
    });
  });
});
