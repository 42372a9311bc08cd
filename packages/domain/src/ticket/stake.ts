/**
 * Stakes typed by the bettor, or derived from the potential win the bettor typed.
 */

import { isFreebetBet } from '../bet-math/effective-stake';
import { stakeForPotentialWin } from '../bet-math/potential-win';
import type { Money } from '../money/money';
import type { TicketEffect } from './events';
import { withBets } from './slip-state';
import type { StakeSource, TicketEntry, TicketState } from './types';

type Result = [TicketState, TicketEffect[]];

function setStakes(
  state: TicketState,
  indexes: number[],
  stakeOf: (bet: TicketEntry) => Money,
  source: StakeSource,
): Result {
  if (indexes.length === 0) return [state, [{ type: 'REFUSED', reason: 'unknown_bet' }]];
  const bets = state.bets.map((bet, i) =>
    indexes.includes(i) ? { ...bet, stake: stakeOf(bet), stakeSource: source } : bet,
  );
  // Editing a stake after a failed place is the bettor's answer to the error: the slip is editable again.
  return [withBets(state, bets, state.ticketState === 'error'), []];
}

/**
 * Sets the stake of one bet, or of every bet ('all', for multi-singles). A freebet's stake is the freebet's and
 * cannot be edited; negative or fractional stakes are refused.
 */
export function changeStake(
  state: TicketState,
  betIndex: number | 'all',
  stake: Money,
  source: 'user' | 'preset',
): Result {
  if (!Number.isSafeInteger(stake) || stake < 0)
    return [state, [{ type: 'REFUSED', reason: 'invalid_stake' }]];
  if (betIndex !== 'all') {
    const bet = state.bets[betIndex];
    if (!bet) return [state, [{ type: 'REFUSED', reason: 'unknown_bet' }]];
    if (isFreebetBet(bet)) return [state, [{ type: 'REFUSED', reason: 'freebet_stake_fixed' }]];
    return setStakes(state, [betIndex], () => stake, source);
  }
  const indexes = state.bets.flatMap((bet, i) => (isFreebetBet(bet) ? [] : [i]));
  return setStakes(state, indexes, () => stake, source);
}

/** The bettor typed the win they want: the stake follows, and stays anchored to that win when odds move. */
export function changePotentialWin(state: TicketState, betIndex: number, potentialWin: Money): Result {
  if (!Number.isSafeInteger(potentialWin) || potentialWin < 0)
    return [state, [{ type: 'REFUSED', reason: 'invalid_stake' }]];
  const bet = state.bets[betIndex];
  if (!bet) return [state, [{ type: 'REFUSED', reason: 'unknown_bet' }]];
  if (isFreebetBet(bet)) return [state, [{ type: 'REFUSED', reason: 'freebet_stake_fixed' }]];
  return setStakes(state, [betIndex], (b) => stakeForPotentialWin(b, potentialWin), 'potential_win');
}
