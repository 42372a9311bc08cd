/**
 * fast-check arbitraries for the slip's data, built on the builders: well-formed odds, selections and bets of every
 * type (systems with a matching type, freebets with their stake, comboboosts with bonus odds).
 */
import fc from 'fast-check';
import { MAX_SYSTEM_SELECTIONS } from '../constants';
import { money } from '../money/money';
import { type DecimalOdds, fromOddsUnits } from '../odds/decimal-odds';
import type { TicketEntry, TicketSelection } from '../ticket/types';
import { makeBet, makeBonus, makeSelection } from './builders';

/** Odds from 1.001 to `maxUnits` / 1000 (default 15.00), always on the odds scale. */
export function oddsArb(maxUnits = 15_000): fc.Arbitrary<DecimalOdds> {
  return fc.integer({ min: 1001, max: maxUnits }).map((u) => fromOddsUnits(BigInt(u)));
}

/** `count` selections of different matches (custom bets: of one match, different markets) with arbitrary odds. */
function selectionsArb(count: number, sameMatch = false): fc.Arbitrary<TicketSelection[]> {
  return fc
    .array(oddsArb(), { minLength: count, maxLength: count })
    .map((list) =>
      list.map((o, i) =>
        makeSelection({ matchId: sameMatch ? 1 : i + 1, marketId: sameMatch ? i + 1 : 1, odds: o }),
      ),
    );
}

const betShapeArb = fc.oneof(
  fc.constant({ betType: 'single' as const, count: 1, winCount: 0 }),
  fc.integer({ min: 2, max: 6 }).map((count) => ({ betType: 'combo' as const, count, winCount: 0 })),
  fc.integer({ min: 2, max: 4 }).map((count) => ({ betType: 'custom_bet' as const, count, winCount: 0 })),
  fc
    .integer({ min: 3, max: MAX_SYSTEM_SELECTIONS })
    .chain((count) =>
      fc
        .integer({ min: 2, max: count - 1 })
        .map((winCount) => ({ betType: 'system' as const, count, winCount })),
    ),
);

/** Options of {@link betArb}. */
export interface BetArbOptions {
  /** Largest stake per line in minor units (default 10 000 000). */
  maxStake?: number;
  /** Whether freebet and comboboost bonuses may be drawn (default true). */
  bonuses?: boolean;
}

/** A well-formed bet of any type, with a stake from 0, a currency of 1, 100 or 1e8 subunits and maybe a bonus. */
export function betArb({
  maxStake = 10_000_000,
  bonuses = true,
}: BetArbOptions = {}): fc.Arbitrary<TicketEntry> {
  return betShapeArb.chain((shape) =>
    fc
      .record({
        selections: selectionsArb(shape.count, shape.betType === 'custom_bet'),
        stake: fc.integer({ min: 0, max: maxStake }),
        subunits: fc.constantFrom(1, 100, 100_000_000),
        customOdds: fc.option(oddsArb(200_000), { nil: null }),
        bonus: bonuses ? fc.constantFrom('none', 'freebet', 'comboboost') : fc.constant('none'),
        boost: oddsArb(1_500),
      })
      .map(({ selections, stake, subunits, customOdds, bonus, boost }) =>
        makeBet({
          betType: shape.betType,
          selections,
          stake: money(stake),
          subunits,
          customOdds: shape.betType === 'custom_bet' ? customOdds : null,
          systemType:
            shape.betType === 'system' ? { totalCount: shape.count, winCount: shape.winCount } : null,
          bonus: bonus === 'none' ? null : makeBonus({ type: bonus, amount: money(stake) }),
          freebetStake: bonus === 'freebet' ? money(stake) : null,
          bonusOdds: bonus === 'comboboost' ? boost : null,
        }),
      ),
  );
}
