import { describe, expect, it } from 'vitest';
import {
  betPayout,
  betResultOf,
  type SettledLeg,
  type SettlingBet,
  selectionResultOf,
} from './settlement-math.js';

const single = (stake: number, odds: number): SettlingBet => ({ type: 'single', stake, odds, system: null });
const settle = (bet: SettlingBet, legs: SettledLeg[]) => {
  const payout = betPayout(bet, legs);
  return { payout: Number(payout), result: betResultOf(bet, legs, payout) };
};

describe('settling a single', () => {
  it('pays stake x odds on a win, floored to the minor unit', () => {
    expect(settle(single(333, 1955), [{ odds: 1955, result: 'win' }])).toEqual({
      payout: 651, // 651.015
      result: 'win_entire',
    });
  });

  it('pays nothing on a loss and the stake on a refund', () => {
    expect(settle(single(1000, 2000), [{ odds: 2000, result: 'lose' }])).toEqual({
      payout: 0,
      result: 'lose_entire',
    });
    expect(settle(single(1000, 2000), [{ odds: 2000, result: 'refund' }])).toEqual({
      payout: 1000,
      result: 'refund_entire',
    });
  });

  it('pays half at the odds and half back on a half win, half back on a half loss', () => {
    expect(settle(single(1000, 1900), [{ odds: 1900, result: 'half_win' }])).toEqual({
      payout: 1450,
      result: 'refund_half_win_other',
    });
    expect(settle(single(1001, 1900), [{ odds: 1900, result: 'half_lose' }])).toEqual({
      payout: 500,
      result: 'refund_half_lose_other',
    });
  });
});

describe('settling a combo', () => {
  const combo: SettlingBet = { type: 'combo', stake: 1000, odds: 0, system: null };

  it('multiplies the legs exactly and floors once', () => {
    const legs: SettledLeg[] = [
      { odds: 1333, result: 'win' },
      { odds: 1333, result: 'win' },
      { odds: 1333, result: 'win' },
    ];
    // 1000 x 1.333^3 = 2368.593037 minor units, floored once at the end.
    expect(settle(combo, legs)).toEqual({ payout: 2368, result: 'win_entire' });
  });

  it('counts a void leg as 1 and loses on any lost leg', () => {
    expect(
      settle(combo, [
        { odds: 2000, result: 'win' },
        { odds: 3000, result: 'refund' },
      ]),
    ).toEqual({ payout: 2000, result: 'win_entire' });
    expect(
      settle(combo, [
        { odds: 2000, result: 'win' },
        { odds: 3000, result: 'lose' },
      ]),
    ).toEqual({ payout: 0, result: 'lose_entire' });
  });
});

describe('settling a system', () => {
  const system: SettlingBet = { type: 'system', stake: 300, odds: 0, system: { winCount: 2, totalCount: 3 } };

  it('pays every winning line of 2 of 3 at the stake per line', () => {
    const legs: SettledLeg[] = [
      { odds: 2000, result: 'win' },
      { odds: 3000, result: 'win' },
      { odds: 4000, result: 'lose' },
    ];
    expect(settle(system, legs)).toEqual({ payout: 600, result: 'win_entire' });
    legs[2] = { odds: 4000, result: 'win' };
    expect(settle(system, legs).payout).toBe(100 * (6 + 8 + 12));
  });

  it('loses when no line wins', () => {
    const legs: SettledLeg[] = [
      { odds: 2000, result: 'win' },
      { odds: 3000, result: 'lose' },
      { odds: 4000, result: 'lose' },
    ];
    expect(settle(system, legs)).toEqual({ payout: 0, result: 'lose_entire' });
  });
});

describe('settling a custom bet', () => {
  const custom: SettlingBet = { type: 'custom_bet', stake: 1000, odds: 4250, system: null };

  it('pays its own odds when every leg wins, not the product of the legs', () => {
    const legs: SettledLeg[] = [
      { odds: 2100, result: 'win' },
      { odds: 1950, result: 'win' },
    ];
    expect(settle(custom, legs)).toEqual({ payout: 4250, result: 'win_entire' });
  });

  it('hands the stake back when a leg is void and none lost', () => {
    const legs: SettledLeg[] = [
      { odds: 2100, result: 'win' },
      { odds: 1950, result: 'refund' },
    ];
    expect(settle(custom, legs)).toEqual({ payout: 1000, result: 'refund_entire' });
  });
});

describe('selectionResultOf', () => {
  it('reads the feed results, void as a refund', () => {
    expect(selectionResultOf('void')).toBe('refund');
    expect(selectionResultOf('half_win')).toBe('half_win');
    expect(selectionResultOf('nonsense')).toBeNull();
  });
});
