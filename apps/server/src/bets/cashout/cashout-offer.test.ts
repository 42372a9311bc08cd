import { describe, expect, it } from 'vitest';
import type { SettlingBet } from '../settle/settlement-math.js';
import { cashoutOffer, isAcceptableCashout } from './cashout-offer.js';

const combo: SettlingBet = { type: 'combo', stake: 1000, odds: 4000, system: null };

describe('cashoutOffer', () => {
  it('is P(win) x potential win less 5% for a single', () => {
    const single: SettlingBet = { type: 'single', stake: 1000, odds: 2000, system: null };
    // 1000 x 0.6 x 2 = 1200, less 5% = 1140
    expect(cashoutOffer(single, [{ kind: 'open', odds: 2000, probability: 0.6 }], null)).toBe(1140);
  });

  it('counts a won leg at its odds and needs only the open leg to win', () => {
    const legs = [
      { kind: 'settled', odds: 2000, result: 'win' },
      { kind: 'open', odds: 2000, probability: 0.5 },
    ] as const;
    expect(cashoutOffer(combo, legs, null)).toBe(1900);
  });

  it('offers nothing once a leg of a combo lost, or while a market is suspended', () => {
    expect(
      cashoutOffer(
        combo,
        [
          { kind: 'settled', odds: 2000, result: 'lose' },
          { kind: 'open', odds: 2000, probability: 0.5 },
        ],
        null,
      ),
    ).toBeNull();
    expect(
      cashoutOffer(combo, [{ kind: 'open', odds: 2000, probability: 0.5 }, { kind: 'unavailable' }], null),
    ).toBeNull();
  });

  it('sums the lines of a system at the stake per line', () => {
    const system: SettlingBet = {
      type: 'system',
      stake: 300,
      odds: 0,
      system: { winCount: 2, totalCount: 3 },
    };
    const legs = [2000, 3000, 4000].map((odds) => ({ kind: 'open' as const, odds, probability: 1 }));
    // Every leg certain: the full payout 100 x (6 + 8 + 12) = 2600, less 5%.
    expect(cashoutOffer(system, legs, null)).toBe(2470);
  });

  it('prices a custom bet from the joint probability only', () => {
    const custom: SettlingBet = { type: 'custom_bet', stake: 1000, odds: 5000, system: null };
    const legs = [
      { kind: 'open' as const, odds: 2000, probability: 0.5 },
      { kind: 'open' as const, odds: 2000, probability: 0.5 },
    ];
    expect(cashoutOffer(custom, legs, 0.1)).toBe(475);
    expect(cashoutOffer(custom, legs, null)).toBeNull();
  });
});

describe('isAcceptableCashout', () => {
  it('takes the offer or less, and a hair above it', () => {
    expect(isAcceptableCashout(1000, 1000)).toBe(true);
    expect(isAcceptableCashout(1005, 1000)).toBe(true);
    expect(isAcceptableCashout(1006, 1000)).toBe(false);
    expect(isAcceptableCashout(0, 1000)).toBe(false);
  });
});
