import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betArb } from '../test-support/arbitraries';
import { makeBet, makeSelections, odds } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import { baseOddsList, totalOdds, totalOddsUnits } from './total-odds';

describe('totalOdds', () => {
  it("prices a single at its selection's odds", () => {
    expect(totalOdds(makeBet({ selections: makeSelections(1, {}, [1.85]) }))).toBe(1.85);
  });

  it('prices a combo at the product of its odds, floored to the odds scale', () => {
    const bet = makeBet({ betType: 'combo', selections: makeSelections(2, {}, [1.5, 2.333]) });
    expect(totalOdds(bet)).toBe(3.499);
  });

  it('prices a custom bet at its quoted custom odds', () => {
    const bet = makeBet({
      betType: 'custom_bet',
      customOdds: odds(7.25),
      selections: makeSelections(2, {}, [2, 2]),
    });
    expect(totalOdds(bet)).toBe(7.25);
  });

  it('prices a custom bet without a quote at the product of its odds', () => {
    const bet = makeBet({
      betType: 'custom_bet',
      customOdds: null,
      selections: makeSelections(2, {}, [2, 2.5]),
    });
    expect(totalOdds(bet)).toBe(5);
  });

  it('ignores custom odds on a bet that is not a custom bet', () => {
    const bet = makeBet({ betType: 'combo', customOdds: odds(9), selections: makeSelections(2, {}, [2, 2]) });
    expect(totalOdds(bet)).toBe(4);
  });

  it('prices a system at the product of all its odds, the case where every selection wins', () => {
    const bet = makeBet({
      betType: 'system',
      systemType: { totalCount: 3, winCount: 2 },
      selections: makeSelections(3, {}, [2, 3, 4]),
    });
    expect(totalOdds(bet)).toBe(24);
  });

  it('multiplies by the bonus odds when set', () => {
    const bet = makeBet({
      betType: 'combo',
      bonusOdds: odds(1.1),
      selections: makeSelections(2, {}, [2, 1.5]),
    });
    expect(totalOdds(bet)).toBe(3.3);
  });

  it('prices from the current odds, not the accepted ones', () => {
    const bet = makeBet({ selections: makeSelections(1, { acceptedOdds: odds(1.5) }, [1.6]) });
    expect(totalOdds(bet)).toBe(1.6);
  });

  it('gives odds of 1 for a bet without selections', () => {
    expect(totalOdds(makeBet({ selections: [] }))).toBe(1);
  });

  it('agrees with its odds units and leaves the bet untouched', () => {
    fc.assert(
      fc.property(betArb(), (bet) => {
        const frozen = deepFreeze(bet);
        expect(Math.round(totalOdds(frozen) * 1000)).toBe(Number(totalOddsUnits(frozen)));
        expect(baseOddsList(frozen).length).toBeGreaterThan(0);
      }),
    );
  });
});
