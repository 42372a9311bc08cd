/**
 * Which stake a bet really carries. A freebet bet is staked with the freebet's amount (`freebetStake`), which the
 * bonus pays for, not with the bettor's balance; every other bet with its `stake`.
 */
import { type Money, ZERO } from '../money/money';
import type { TicketEntry } from '../ticket/types';
import { isBonusStakedType, returnsStakeOnWin } from '../types/bonus';

/**
 * True when the bet carries a freebet whose stake the bonus pays (freebet, freebet_only_win, freebet_all_win);
 * freebet_no_risk is staked with cash (types/bonus.ts isBonusStakedType).
 */
export function isFreebetBet(bet: TicketEntry): boolean {
  return bet.bonus !== null && isBonusStakedType(bet.bonus.type);
}

/** True when a win of the bet leaves out its stake: a freebet or freebet_only_win bet. */
export function keepsStakeOnWin(bet: TicketEntry): boolean {
  return bet.bonus !== null && !returnsStakeOnWin(bet.bonus.type);
}

/**
 * The stake the bet is placed with, per line for a system: `freebetStake` for a freebet bet (0 while it is not set,
 * so an unfunded freebet reads as "no stake"), otherwise `stake`.
 *
 * Setting a freebet also copies its amount into `stake` (spec §4), so the two agree in a well-formed slip; this
 * function is the one place that decides which field wins when they do not.
 */
export function effectiveStake(bet: TicketEntry): Money {
  if (isFreebetBet(bet)) return bet.freebetStake ?? ZERO;
  return bet.stake;
}
