/**
 * The book's stake limits on a bet, as POST /bets/max-stake answers them: the least and the most the whole bet
 * may cost (a system's stake per line x its lines). The slip checks a typed stake against them before placing;
 * the server still decides with its own limits at the moment of the bet.
 */
import type { Money } from '../money/money';
import type { TicketEntry } from '../ticket/types';
import { isFreebetBet } from './effective-stake';
import { stakeFigures } from './potential-win';

/** The least and the most a bet may cost now. A max of 0: the bet cannot be placed as it is. */
export interface StakeLimit {
  min: Money;
  max: Money;
}

/** How a bet's stake breaks its limit, or null when it does not (or nothing is staked yet). */
export type StakeLimitBreach = 'stake_below_min' | 'stake_above_max';

/**
 * Which limit the bet's stake breaks. Nothing staked breaks nothing (the slip says "enter a stake" instead), a
 * freebet's stake is the bonus's amount, not the bettor's choice, and a max of 0 means the bet cannot be placed
 * for another reason (suspended, not available) that the slip already names.
 */
export function stakeLimitBreach(
  bet: TicketEntry,
  limit: StakeLimit | null | undefined,
): StakeLimitBreach | null {
  if (!limit || isFreebetBet(bet)) return null;
  const { total } = stakeFigures(bet);
  if (total <= 0) return null;
  if (total < limit.min) return 'stake_below_min';
  if (limit.max > 0 && total > limit.max) return 'stake_above_max';
  return null;
}
