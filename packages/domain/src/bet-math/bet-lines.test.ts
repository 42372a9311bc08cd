import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betArb } from '../test-support/arbitraries';
import { makeBet, makeSelections, odds } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import { betLines } from './bet-lines';
import { stakeFigures } from './potential-win';

const system = (winCount: number, oddsList: number[]) =>
  deepFreeze(
    makeBet({
      betType: 'system',
      systemType: { totalCount: oddsList.length, winCount },
      selections: makeSelections(oddsList.length, {}, oddsList),
    }),
  );

describe('betLines', () => {
  it('gives a single, a combo and a custom bet one line at their total odds', () => {
    expect(betLines(makeBet({ selections: makeSelections(1, {}, [1.85]) }))).toEqual([1850n]);
    expect(betLines(makeBet({ betType: 'combo', selections: makeSelections(2, {}, [2, 3]) }))).toEqual([
      6000n,
    ]);
    const custom = makeBet({ betType: 'custom_bet', customOdds: odds(4.2), selections: makeSelections(2) });
    expect(betLines(custom)).toEqual([4200n]);
  });

  it('gives a system one line per combination, in lexicographic order', () => {
    expect(betLines(system(2, [2, 3, 4]))).toEqual([6000n, 8000n, 12000n]);
  });

  it('multiplies each system line by the bonus odds', () => {
    const bet = { ...system(2, [2, 3, 4]), bonusOdds: odds(1.5) };
    expect(betLines(bet)).toEqual([9000n, 12000n, 18000n]);
  });

  it('gives no lines to a system without a type or with a type that does not match its count', () => {
    expect(betLines({ ...system(2, [2, 3, 4]), systemType: null })).toEqual([]);
    expect(betLines({ ...system(2, [2, 3, 4]), systemType: { totalCount: 4, winCount: 2 } })).toEqual([]);
  });

  it('gives no lines to a bet without selections', () => {
    expect(betLines(makeBet({ selections: [] }))).toEqual([]);
  });

  it('has as many lines as the stake is split into', () => {
    fc.assert(
      fc.property(betArb(), (bet) => {
        expect(betLines(deepFreeze(bet))).toHaveLength(stakeFigures(bet).lines);
      }),
    );
  });
});
