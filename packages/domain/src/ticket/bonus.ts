/**
 * Bonuses on a bet and the bet's currency (spec core-betting §4 "Bonus on a bet", platform §4).
 */
import { activeComboboostRange } from '../bet-math/place-payload';
import { ZERO } from '../money/money';
import { type BonusType, isFreebetType, type SlipBonus } from '../types/bonus';
import type { TicketEffect } from './events';
import { withBets } from './slip-state';
import type { TicketEntry, TicketState } from './types';

type Result = [TicketState, TicketEffect[]];

/**
 * Bonus types the slip picks by itself (spec: hunting, tournament or comboboost), in order of preference. A
 * comboboost comes first: it raises the bet's odds, and a comboboost bet still counts toward every hunt and
 * tournament it qualifies for (the server counts every qualifying cash bet), so naming a hunt instead would only
 * cost the player the boost.
 */
export const AUTO_BONUS_TYPES: readonly BonusType[] = ['comboboost', 'hunting', 'tournament'];

/**
 * Puts a bonus on a bet (or takes it off with null). A freebet sets the stake to the freebet amount; taking a
 * freebet off, or replacing it with another bonus, zeroes the stake. A comboboost brings the odds of its range.
 */
export function applyBonus(bet: TicketEntry, bonus: SlipBonus | null): TicketEntry {
  const wasFreebet = bet.bonus !== null && isFreebetType(bet.bonus.type);
  if (bonus && isFreebetType(bonus.type)) {
    const amount = bonus.amount ?? ZERO;
    return { ...bet, bonus, bonusOdds: null, stake: amount, freebetStake: amount, stakeSource: 'freebet' };
  }
  const base: TicketEntry = wasFreebet ? { ...bet, stake: ZERO, freebetStake: null, stakeSource: null } : bet;
  const withBonus: TicketEntry = { ...base, bonus, bonusOdds: null };
  if (bonus?.type !== 'comboboost') return withBonus;
  return { ...withBonus, bonusOdds: activeComboboostRange(withBonus)?.bonus_odds ?? null };
}

/** The bonus the slip chooses by itself: comboboost, then hunting, then tournament (AUTO_BONUS_TYPES). */
export function autoBonus(available: readonly SlipBonus[]): SlipBonus | null {
  for (const type of AUTO_BONUS_TYPES) {
    const found = available.find((b) => b.type === type);
    if (found) return found;
  }
  return null;
}

function updateBet(state: TicketState, betIndex: number, update: (bet: TicketEntry) => TicketEntry): Result {
  const bet = state.bets[betIndex];
  if (!bet) return [state, [{ type: 'REFUSED', reason: 'unknown_bet' }]];
  const bets = state.bets.map((b, i) => (i === betIndex ? update(b) : b));
  return [withBets(state, bets, false), []];
}

/** The bettor picks a bonus for a bet, or removes it. */
export function selectBonus(state: TicketState, betIndex: number, bonus: SlipBonus | null): Result {
  return updateBet(state, betIndex, (bet) => applyBonus(bet, bonus));
}

/**
 * The bonuses available to a bet changed. When the bet has none, or its bonus is no longer available, one is
 * chosen automatically (hunting, tournament, comboboost), or none.
 */
export function updateAvailableBonuses(state: TicketState, betIndex: number, available: SlipBonus[]): Result {
  return updateBet(state, betIndex, (bet) => {
    const withList = { ...bet, availableBonuses: available };
    const current = bet.bonus;
    if (current && available.some((b) => b.id === current.id)) return withList;
    return applyBonus(withList, autoBonus(available));
  });
}

/** A currency change zeroes every stake, resets its source and drops freebets (they are in the old currency). */
export function changeCurrency(state: TicketState, currency: string, subunits: number): Result {
  const bets = state.bets.map((bet) => {
    const keepBonus = bet.bonus !== null && !isFreebetType(bet.bonus.type);
    return {
      ...bet,
      currency,
      subunits,
      stake: ZERO,
      stakeSource: null,
      freebetStake: null,
      bonus: keepBonus ? bet.bonus : null,
      bonusOdds: keepBonus ? bet.bonusOdds : null,
    };
  });
  return [withBets({ ...state, config: { ...state.config, currency, subunits } }, bets, false), []];
}
