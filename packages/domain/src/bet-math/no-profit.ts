/**
 * The "no profit" check of spec §5: placing is pointless when everything the slip can win is no more than what it
 * stakes, compared "per fiat rounding", i.e. at the precision the amounts are shown in.
 */
import { FIAT_ROUNDING_DIGITS } from '../constants';
import { type Money, money } from '../money/money';
import type { TicketEntry } from '../ticket/types';
import { potentialWin } from './potential-win';
import { totalStake } from './stake-sum';

/**
 * An amount rounded half up to FIAT_ROUNDING_DIGITS fraction digits of its major unit, still in minor units.
 * EUR (100 subunits) is unchanged; BTC (1e8 subunits) rounds to 0.01 BTC = 1e6 satoshi. A currency with fewer
 * minor units than that precision (JPY, 1 subunit) is unchanged too. Meant for amounts of 0 and above.
 */
export function roundToFiat(amount: Money, subunits: number): Money {
  const step = BigInt(Math.max(1, Math.floor(subunits / 10 ** FIAT_ROUNDING_DIGITS)));
  const value = BigInt(amount);
  const rounded = ((2n * value + step) / (2n * step)) * step;
  return money(Number(rounded));
}

/** The sum of the bets' potential wins (each capped by its own maximum win, see potentialWin). */
export function totalPotentialWin(bets: TicketEntry[]): Money {
  return money(bets.reduce((sum, bet) => sum + potentialWin(bet).amount, 0));
}

/**
 * True when the slip's total potential win, rounded per fiat, is equal to or below its total stake (see totalStake,
 * which leaves out freebet and bonus-odds bets while their wins still count). False for an empty slip: "no bets"
 * is its own reason. The slip's currency is the first bet's; all bets in a slip share it.
 */
export function hasNoProfit(bets: TicketEntry[]): boolean {
  const first = bets[0];
  if (first === undefined) return false;
  const stake = roundToFiat(totalStake(bets), first.subunits);
  const win = roundToFiat(totalPotentialWin(bets), first.subunits);
  return win <= stake;
}
