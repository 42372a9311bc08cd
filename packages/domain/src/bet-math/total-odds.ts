/**
 * The total odds of a bet, as the slip shows them and as every single-line payout is computed from.
 */
import { type DecimalOdds, fromOddsUnits } from '../odds/decimal-odds';
import type { TicketEntry } from '../ticket/types';
import { oddsProductUnits } from './odds-product';

/**
 * The odds a bet pays at before any bonus: for a custom bet (bet builder) the server-quoted `customOdds`, otherwise
 * the selections' current `odds`. The product is the caller's job, so each line of a system can reuse this list.
 */
export function baseOddsList(bet: TicketEntry): DecimalOdds[] {
  if (bet.betType === 'custom_bet' && bet.customOdds !== null) return [bet.customOdds];
  return bet.selections.map((s) => s.odds);
}

/**
 * {@link totalOdds} in integer odds units (odds x ODDS_SCALE), floored once to the odds scale.
 * Bonus odds join the same exact product, so a comboboost adds no extra rounding step.
 */
export function totalOddsUnits(bet: TicketEntry): bigint {
  const odds = baseOddsList(bet);
  if (bet.bonusOdds !== null) odds.push(bet.bonusOdds);
  return oddsProductUnits(odds);
}

/**
 * The total odds of a bet, from the selections' current `odds` (not `acceptedOdds`: the slip shows what the bet
 * would pay now; the place payload carries the accepted ones):
 * - single: its selection's odds;
 * - combo: the product of its selections' odds;
 * - custom_bet: `customOdds`, or the product of its selections' odds while the server has not quoted yet;
 * - system: the product of all its selections' odds, i.e. the best case where every selection wins (a system's
 *   payout itself is a sum over lines, see potentialWin);
 * - times `bonusOdds` when set (comboboost of the active range; a lootbox's LOOTBOX_BONUS_ODDS).
 *
 * The exact product is floored to the odds scale. A bet without selections has odds of 1 (nothing multiplied).
 */
export function totalOdds(bet: TicketEntry): DecimalOdds {
  return fromOddsUnits(totalOddsUnits(bet));
}
