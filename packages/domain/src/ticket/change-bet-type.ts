/**
 * Changing the bet type and the system type (spec core-betting §4 "Changing bet type").
 */
import { isMultiSingleAllowed } from '../bet-math/place-rules';
import { matchesSystemType, sortSystemTypes, systemTypesFor } from '../bet-math/system-types';
import type { BetType } from '../types/bet';
import type { RefusalReason, TicketEffect } from './events';
import { allSelections, newBet, withBets } from './slip-state';
import type { SystemType, TicketEntry, TicketState } from './types';

type Result = [TicketState, TicketEffect[]];

function refuse(state: TicketState, reason: RefusalReason): Result {
  return [state, [{ type: 'REFUSED', reason }]];
}

/**
 * single: one bet per selection, each with the first bet's stake; combo: all selections in one bet; system: all
 * selections in one bet with the first system type that fits. Refused when the type is the same, for a lone
 * single, when singles are not allowed for these selections, when no system type fits, or for a custom bet.
 */
export function changeBetType(state: TicketState, betType: BetType): Result {
  const first = state.bets[0];
  if (!first) return refuse(state, 'unknown_bet');
  if (first.betType === 'custom_bet' || betType === 'custom_bet') return refuse(state, 'custom_bet');
  const isSingles = state.bets.every((b) => b.betType === 'single');
  const current: BetType = isSingles ? 'single' : first.betType;
  if (current === betType) return refuse(state, 'same_type');
  const selections = allSelections(state.bets);
  if (selections.length < 2) return refuse(state, 'lone_single');
  const merged: TicketEntry = {
    ...newBet(state.config, selections, first.stake),
    stakeSource: first.stakeSource,
  };

  if (betType === 'single') {
    if (!isMultiSingleAllowed(selections, state.config.multiSingleByProvider)) {
      return refuse(state, 'singles_not_allowed');
    }
    const singles = selections.map((s) => ({
      ...newBet(state.config, [s], first.stake),
      stakeSource: first.stakeSource,
    }));
    return [withBets(state, singles, true), []];
  }
  if (betType === 'combo') return [withBets(state, [merged], true), []];

  const systemType = sortSystemTypes(systemTypesFor(selections.length))[0];
  if (!systemType) return refuse(state, 'no_system_type');
  return [withBets(state, [{ ...merged, betType: 'system', systemType }], true), []];
}

/** Sets the system type of the first bet (the only one a system slip has). */
export function changeSystemType(state: TicketState, systemType: SystemType): Result {
  const [first, ...rest] = state.bets;
  if (first?.betType !== 'system') return refuse(state, 'unknown_bet');
  if (!matchesSystemType(systemType, first.selections.length)) return refuse(state, 'no_system_type');
  const same =
    first.systemType?.winCount === systemType.winCount &&
    first.systemType.totalCount === systemType.totalCount;
  if (same) return refuse(state, 'same_type');
  return [withBets(state, [{ ...first, systemType: { ...systemType } }, ...rest], false), []];
}
