/**
 * What the slip takes from the bettor's balance, as the "total stake" line of the slip shows it.
 */
import { type Money, money } from '../money/money';
import type { TicketEntry } from '../ticket/types';
import { isFreebetBet } from './effective-stake';
import { stakeFigures } from './potential-win';

/**
 * The sum of the bets' total stakes (a system counts perLine x lines, see stakeFigures), leaving out, as spec §5
 * says, freebet bets (the bonus pays their stake) and bets with `bonusOdds` set (comboboost and lootbox bets).
 */
export function totalStake(bets: TicketEntry[]): Money {
  let sum = 0;
  for (const bet of bets) {
    if (isFreebetBet(bet) || bet.bonusOdds !== null) continue;
    sum += stakeFigures(bet).total;
  }
  return money(sum);
}
