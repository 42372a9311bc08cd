/**
 * Which bets take part in a jackpot: placed in its currency, staking at least `min_stake` of cash (no freebet,
 * whose stake is the house's, and no comboboost; a farming programme named as the bet's bonus, a hunt, a
 * tournament or a lootbox, leaves it a cash bet at its own odds, so it takes part), at total odds of at least `min_odds`, booked for results (a live bet still in
 * its delay does not take part). The same rule answers POST /jackpots for a slip and decides at booking.
 */
import { type BonusType, oddsUnits } from '@sportsbook/domain';
import { isProgrammeBonus } from '../programmes/programme-bonus.js';
import type { JackpotConfig } from './jackpot-config.js';

/** What the rule looks at. */
export interface BetFacts {
  currency: string;
  stake: number;
  /** Total odds x 1000. */
  oddsUnits: bigint;
  /** The type of the bonus the bet names, or null. */
  bonusType: BonusType | null;
  /** Waiting a live delay (`submitted`): not yet booked for results. */
  pending: boolean;
}

/** True when the bet takes part in `jackpot`. */
export function qualifies(jackpot: JackpotConfig, bet: BetFacts): boolean {
  return (
    bet.currency === jackpot.currency &&
    bet.stake >= jackpot.min_stake &&
    bet.oddsUnits >= oddsUnits(jackpot.min_odds) &&
    (bet.bonusType === null || isProgrammeBonus(bet.bonusType)) &&
    !bet.pending &&
    jackpot.levels.some((l) => l.state === 'active')
  );
}

/** The ids of the jackpots the bet takes part in. */
export function jackpotsOf(jackpots: readonly JackpotConfig[], bet: BetFacts): string[] {
  return jackpots.filter((j) => qualifies(j, bet)).map((j) => j.id);
}
