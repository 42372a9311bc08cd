/**
 * No export of bet-math writes to its input: every function gets deep-frozen arbitrary bets and slips (a write
 * would throw in strict mode) and the input must still equal an untouched copy afterwards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betArb, oddsArb } from '../test-support/arbitraries';
import { makeState } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import { betLines } from './bet-lines';
import { accumulatorSize, betName } from './bet-naming';
import { combinations } from './combinations';
import { effectiveStake } from './effective-stake';
import { hasNoProfit, totalPotentialWin } from './no-profit';
import { oddsProductUnits } from './odds-product';
import { mapPlaceError } from './place-errors';
import { activeComboboostRange, buildPlacePayload, buildPlaceRequest } from './place-payload';
import { isMultiSingleAllowed, placeBlockers, selectionFlags } from './place-rules';
import { potentialWin, stakeFigures, stakeForPotentialWin } from './potential-win';
import { selectionId } from './selection-id';
import { totalStake } from './stake-sum';
import { lineCount, matchesSystemType, sortSystemTypes, systemId } from './system-types';
import { totalOdds } from './total-odds';

describe('bet-math', () => {
  it('never modifies a bet it reads', () => {
    fc.assert(
      fc.property(betArb(), (bet) => {
        const copy = JSON.parse(JSON.stringify(bet));
        const frozen = deepFreeze(bet);
        betName(frozen);
        accumulatorSize(frozen);
        betLines(frozen);
        effectiveStake(frozen);
        totalOdds(frozen);
        stakeFigures(frozen);
        stakeForPotentialWin(frozen, potentialWin(frozen).amount);
        buildPlacePayload(frozen);
        activeComboboostRange(frozen);
        selectionFlags(frozen);
        for (const s of frozen.selections) selectionId(s);
        if (frozen.systemType !== null) {
          systemId(frozen.systemType);
          lineCount(frozen.systemType);
          matchesSystemType(frozen.systemType, frozen.selections.length);
        }
        expect(frozen).toEqual(copy);
      }),
    );
  });

  it('never modifies a slip or a list of bets it reads', () => {
    fc.assert(
      fc.property(fc.array(betArb(), { maxLength: 4 }), fc.boolean(), (bets, isLoggedIn) => {
        const state = makeState({ bets });
        const copy = JSON.parse(JSON.stringify(state));
        const frozen = deepFreeze(state);
        placeBlockers(frozen, { isLoggedIn });
        totalStake(frozen.bets);
        totalPotentialWin(frozen.bets);
        hasNoProfit(frozen.bets);
        buildPlaceRequest(frozen.bets, deepFreeze({ deviceId: 'd', quick: false }));
        mapPlaceError(deepFreeze({ code: 400, errors_by_bet: { x: ['y'] } }), frozen.bets);
        isMultiSingleAllowed(
          frozen.bets.flatMap((b) => b.selections),
          deepFreeze({ betradar: true }),
        );
        sortSystemTypes(deepFreeze([...frozen.systemTypes, { totalCount: 3, winCount: 2 }]));
        expect(frozen).toEqual(copy);
      }),
    );
  });

  it('never modifies the lists it combines', () => {
    fc.assert(
      fc.property(fc.array(oddsArb(), { maxLength: 6 }), fc.integer({ min: 0, max: 6 }), (list, k) => {
        const frozen = deepFreeze([...list]);
        combinations(frozen, k);
        oddsProductUnits(frozen);
        expect(frozen).toEqual(list);
      }),
    );
  });

  it('keeps its money results whole minor units', () => {
    fc.assert(
      fc.property(betArb(), (bet) => {
        const frozen = deepFreeze(bet);
        expect(Number.isSafeInteger(potentialWin(frozen).amount)).toBe(true);
        expect(Number.isSafeInteger(stakeFigures(frozen).total)).toBe(true);
      }),
    );
  });
});
