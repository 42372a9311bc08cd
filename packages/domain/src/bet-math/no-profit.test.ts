import { describe, expect, it } from 'vitest';
import { cents, makeBet, makeBonus, makeSelections, odds } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import { hasNoProfit, roundToFiat, totalPotentialWin } from './no-profit';

describe('roundToFiat', () => {
  it('leaves a currency of cents as it is', () => {
    expect(roundToFiat(cents(1234), 100)).toBe(1234);
  });

  it('rounds a currency with finer minor units to hundredths of its major unit, half up', () => {
    expect(roundToFiat(cents(100_499_999), 100_000_000)).toBe(100_000_000);
    expect(roundToFiat(cents(100_500_000), 100_000_000)).toBe(101_000_000);
    expect(roundToFiat(cents(1234), 1000)).toBe(1230);
    expect(roundToFiat(cents(1235), 1000)).toBe(1240);
  });

  it('leaves a currency without cents as it is', () => {
    expect(roundToFiat(cents(7), 1)).toBe(7);
  });
});

describe('totalPotentialWin', () => {
  it('adds up the potential wins of the bets', () => {
    const bets = deepFreeze([
      makeBet({ stake: cents(1000), selections: makeSelections(1, {}, [2]) }),
      makeBet({ stake: cents(100), selections: makeSelections(1, {}, [3]) }),
    ]);
    expect(totalPotentialWin(bets)).toBe(2300);
  });
});

describe('hasNoProfit', () => {
  it('finds profit when the win is above the stake', () => {
    expect(
      hasNoProfit(deepFreeze([makeBet({ stake: cents(100), selections: makeSelections(1, {}, [1.01]) })])),
    ).toBe(false);
  });

  it('finds no profit when the win rounds to the stake', () => {
    // 1 cent at 1.5 pays 1 cent.
    expect(hasNoProfit([makeBet({ stake: cents(1), selections: makeSelections(1, {}, [1.5]) })])).toBe(true);
  });

  it('compares at fiat precision for currencies with finer minor units', () => {
    // 1 BTC at 1.001 pays 1.001 BTC: 0.001 BTC of profit vanishes at two decimals.
    const btc = makeBet({
      currency: 'BTC',
      subunits: 100_000_000,
      stake: cents(100_000_000),
      selections: makeSelections(1, {}, [1.001]),
    });
    expect(hasNoProfit([btc])).toBe(true);
    expect(hasNoProfit([{ ...btc, selections: makeSelections(1, {}, [1.01]) }])).toBe(false);
  });

  it('finds no profit when the cap holds the win below the stake', () => {
    expect(
      hasNoProfit([
        makeBet({ subunits: 1, stake: cents(2_000_000), selections: makeSelections(1, {}, [2]) }),
      ]),
    ).toBe(true);
  });

  it('counts the win of a freebet bet but not its stake', () => {
    const freebet = makeBet({
      bonus: makeBonus(),
      freebetStake: cents(500),
      selections: makeSelections(1, {}, [1.5]),
    });
    expect(hasNoProfit([freebet])).toBe(false);
  });

  it('counts the win of a bonus-odds bet but not its stake', () => {
    const boosted = makeBet({
      betType: 'combo',
      bonusOdds: odds(1.05),
      selections: makeSelections(2, {}, [1.01, 1.01]),
    });
    expect(hasNoProfit([boosted])).toBe(false);
  });

  it('leaves an empty slip to the no-bets rule', () => {
    expect(hasNoProfit([])).toBe(false);
  });
});
