/**
 * Adding and removing selections (spec core-betting §4 "Selection toggling").
 */
import { isMultiSingleAllowed } from '../bet-math/place-rules';
import { MAX_SELECTIONS } from '../constants';
import type { TicketEffect } from './events';
import { allSelections, applyBetRules, mapBets, newBet, withBets } from './slip-state';
import type { TicketEntry, TicketSelection, TicketState } from './types';

type Result = [TicketState, TicketEffect[]];

/** Adds the selection, or removes it when it is already in the slip. */
export function toggleSelection(state: TicketState, selection: TicketSelection): Result {
  if (state.selectedOutcomeIds.includes(selection.id)) return removeSelection(state, selection.id);
  return addSelection(state, selection);
}

function addSelection(state: TicketState, selection: TicketSelection): Result {
  const { bets, config } = state;
  const first = bets[0];
  if (first?.betType === 'custom_bet') {
    return [state, [{ type: 'OPEN_CUSTOM_BET_TICKET_MODAL', selection }]];
  }
  if (allSelections(bets).length >= MAX_SELECTIONS) {
    return [state, [{ type: 'REFUSED', reason: 'too_many_selections' }]];
  }
  const added: TicketSelection = { ...selection, isChanged: false, acceptedOdds: selection.odds };
  const track: TicketEffect = { type: 'TRACK', event: 'outcome_add_click', selectionId: selection.id };
  if (!first) return [withBets(state, [newBet(config, [added])], true), [track]];

  const allSingles = bets.every((b) => b.betType === 'single');
  const multiSingle =
    allSingles && isMultiSingleAllowed([...allSelections(bets), added], config.multiSingleByProvider);
  let next: TicketEntry[];
  if (multiSingle) {
    next = [...bets, newBet(config, [added], first.stake)];
  } else if (allSingles && bets.length > 1) {
    // Several singles that can no longer stay singles merge into one combo, as a type change to combo would.
    next = [applyBetRules(first, { ...first, selections: [...allSelections(bets), added] })];
  } else {
    next = [applyBetRules(first, { ...first, selections: [...first.selections, added] }), ...bets.slice(1)];
  }
  return [withBets(state, next, true), [track]];
}

/** Drops a selection; the bets that held it follow the structural rules (single, combo, system). */
export function removeSelection(state: TicketState, selectionId: string): Result {
  if (!state.selectedOutcomeIds.includes(selectionId)) return [state, []];
  const bets = mapBets(state.bets, (bet) => ({
    ...bet,
    selections: bet.selections.filter((s) => s.id !== selectionId),
  }));
  return [withBets(state, bets, true), [{ type: 'TRACK', event: 'outcome_delete_click', selectionId }]];
}

/** Empties the slip. */
export function clearSelections(state: TicketState): Result {
  return [withBets({ ...state, placedBets: [], receipt: [] }, [], true), []];
}
