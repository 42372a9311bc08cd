/**
 * Helpers every transition shares: building the initial state, deriving what is derived (selected ids, system
 * types, the initial/odds_changed choice) and the structural rules of the bets (single, combo, system).
 */
import { activeComboboostRange } from '../bet-math/place-payload';
import { rescaleAnchoredStake } from '../bet-math/potential-win';
import { matchesSystemType, sortSystemTypes, systemTypesFor } from '../bet-math/system-types';
import { totalOdds } from '../bet-math/total-odds';
import { ZERO } from '../money/money';
import type { SystemType, TicketConfig, TicketEntry, TicketSelection, TicketState } from './types';

/** A new, empty bet in the slip's currency. */
export function newBet(
  config: Pick<TicketConfig, 'currency' | 'subunits'>,
  selections: TicketSelection[],
  stake = ZERO,
): TicketEntry {
  return {
    stake,
    currency: config.currency,
    subunits: config.subunits,
    betType: selections.length > 1 ? 'combo' : 'single',
    customOdds: null,
    selections,
    availableBonuses: [],
    bonus: null,
    bonusOdds: null,
    stakeSource: stake > 0 ? 'user' : null,
    systemType: null,
    freebetStake: null,
    betId: null,
    status: null,
    isVip: false,
    messagesByBet: [],
    jackpots: [],
  };
}

/** Every selection of the slip, in order. */
export function allSelections(bets: readonly TicketEntry[]): TicketSelection[] {
  return bets.flatMap((b) => b.selections);
}

/** True when a selection needs the bettor's attention before placing: a changed price, suspended, or unavailable. */
export function needsAcceptance(s: TicketSelection): boolean {
  return s.isChanged || s.isSuspended || s.isNotAvailable;
}

/** A system type for `count` selections: the same win count when it still fits, else the first that fits. */
export function systemTypeFor(previous: SystemType, count: number): SystemType | null {
  const kept = { totalCount: count, winCount: previous.winCount };
  if (matchesSystemType(kept, count)) return kept;
  return systemTypesFor(count)[0] ?? null;
}

/**
 * Re-applies the structural rules to a non-empty bet after its selections changed: a bet left with one selection is a
 * single; a single with several is a combo; a system whose type no longer fits takes a fitting type or becomes a
 * combo; a comboboost follows the range the selection count falls in; a stake anchored to the potential win
 * follows the change of total odds.
 */
export function applyBetRules(previous: TicketEntry | null, bet: TicketEntry): TicketEntry {
  const count = bet.selections.length;
  let next = bet;
  if (bet.betType === 'custom_bet') {
    next = bet;
  } else if (count === 1) {
    if (bet.betType !== 'single') next = { ...bet, betType: 'single', systemType: null };
  } else if (bet.betType === 'single') {
    next = { ...bet, betType: 'combo' };
  } else if (bet.betType === 'system' && bet.systemType && !matchesSystemType(bet.systemType, count)) {
    const systemType = systemTypeFor(bet.systemType, count);
    next = systemType ? { ...bet, systemType } : { ...bet, betType: 'combo', systemType: null };
  }
  if (next.bonus?.type === 'comboboost') {
    const bonusOdds = activeComboboostRange(next)?.bonus_odds ?? null;
    if (bonusOdds !== next.bonusOdds) next = { ...next, bonusOdds };
  }
  if (previous && next.stakeSource === 'potential_win' && next.stake > 0) {
    const before = totalOdds(previous);
    const after = totalOdds(next);
    if (before !== after) next = { ...next, stake: rescaleAnchoredStake(next.stake, before, after) };
  }
  return next;
}

/**
 * Recomputes everything derived from the bets. `resetState` moves the slip back to initial (or odds_changed when a
 * selection needs acceptance), as adding or removing a selection does.
 */
export function withBets(state: TicketState, bets: TicketEntry[], resetState: boolean): TicketState {
  const selections = allSelections(bets);
  const next: TicketState = {
    ...state,
    bets,
    selectedOutcomeIds: selections.map((s) => s.id),
    systemTypes: sortSystemTypes(systemTypesFor(selections.length)),
  };
  if (!resetState) return next;
  return {
    ...next,
    ticketState: selections.some(needsAcceptance) ? 'odds_changed' : 'initial',
    error: null,
    processingBets: [],
  };
}

/** After a refresh: initial and odds_changed follow the selections; other states are left to their own events. */
export function refreshedTicketState(state: TicketState): TicketState {
  if (state.ticketState !== 'initial' && state.ticketState !== 'odds_changed') return state;
  const ticketState = allSelections(state.bets).some(needsAcceptance) ? 'odds_changed' : 'initial';
  return ticketState === state.ticketState ? state : { ...state, ticketState };
}

/** Maps each bet through `update`, normalising it; bets that end empty are dropped. */
export function mapBets(
  bets: readonly TicketEntry[],
  update: (bet: TicketEntry) => TicketEntry,
): TicketEntry[] {
  const next: TicketEntry[] = [];
  for (const bet of bets) {
    const updated = update(bet);
    if (updated.selections.length > 0) next.push(applyBetRules(bet, updated));
  }
  return next;
}
