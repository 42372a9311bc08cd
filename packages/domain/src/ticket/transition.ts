/**
 * The bet slip as a pure state machine: `transition(state, event) -> [next, effects]`. It never mutates its input
 * and never performs effects; the host runs them (send the place request, prompt sign-in, report an error...).
 * An event that changes nothing returns the same state object.
 */

import { changeCurrency, selectBonus, updateAvailableBonuses } from './bonus';
import { changeBetType, changeSystemType } from './change-bet-type';
import type { TicketEffect, TicketEvent } from './events';
import { dismissResult, placeFailed, placeSucceeded, requestPlace } from './place';
import {
  acceptOddsChanges,
  applyOddsChange,
  changeMatchStatus,
  changeProviderStatus,
  refreshMarkets,
} from './refresh-odds';
import { restoreFailed, restoreFinished, restoreStarted, sharedBetsLoaded, shareFailed } from './restore';
import { mapBets, newBet, refreshedTicketState, withBets } from './slip-state';
import { changePotentialWin, changeStake } from './stake';
import { clearSelections, removeSelection, toggleSelection } from './toggle-selection';
import type { TicketConfig, TicketState } from './types';

/** The result of a transition: the next state and the effects to run. */
export type TransitionResult = [TicketState, TicketEffect[]];

/** Applies one event to the slip. */
export function transition(state: TicketState, event: TicketEvent): TransitionResult {
  switch (event.type) {
    case 'SELECTION_TOGGLED':
      return toggleSelection(state, event.selection);
    case 'SELECTION_REMOVED':
      return removeSelection(state, event.selectionId);
    case 'CLEARED':
      return clearSelections(state);
    case 'BET_TYPE_CHANGED':
      return changeBetType(state, event.betType);
    case 'SYSTEM_TYPE_CHANGED':
      return changeSystemType(state, event.systemType);
    case 'STAKE_CHANGED':
      return changeStake(state, event.betIndex, event.stake, event.source ?? 'user');
    case 'POTENTIAL_WIN_CHANGED':
      return changePotentialWin(state, event.betIndex, event.potentialWin);
    case 'MARKETS_UPDATED':
      return [refreshMarkets(state, event.matchId, event.markets, event.complete), []];
    case 'ODDS_CHANGES_ACCEPTED':
      return [acceptOddsChanges(state), []];
    case 'PROVIDER_STATUS_CHANGED':
      return [changeProviderStatus(state, event.provider, event.enabled), []];
    case 'MATCH_STATUS_CHANGED':
      return [changeMatchStatus(state, event.matchId, event.status), []];
    case 'BONUSES_UPDATED':
      return updateAvailableBonuses(state, event.betIndex, event.availableBonuses);
    case 'BONUS_SELECTED':
      return selectBonus(state, event.betIndex, event.bonus);
    case 'JACKPOTS_UPDATED':
      return [updateJackpots(state, event.betIndex, event.jackpots), []];
    case 'CURRENCY_CHANGED':
      return changeCurrency(state, event.currency, event.subunits);
    case 'SETTINGS_CHANGED':
      return [changeSettings(state, event.config), []];
    case 'CUSTOM_BET_SET':
      return [
        withBets(
          state,
          [
            {
              ...newBet(state.config, event.selections),
              betType: 'custom_bet',
              customOdds: event.customOdds,
            },
          ],
          true,
        ),
        [],
      ];
    case 'PLACE_REQUESTED':
      return requestPlace(state, event.isLoggedIn, event.deviceId);
    case 'PLACE_SUCCEEDED':
      return placeSucceeded(state, event.placed);
    case 'PLACE_FAILED':
      return placeFailed(state, event.httpStatus, event.body);
    case 'RESULT_DISMISSED':
      return dismissResult(state);
    case 'RESTORE_STARTED':
      return restoreStarted(state, event.bets);
    case 'SHARED_BETS_LOADED':
      return sharedBetsLoaded(state, event.bets, event.conversion);
    case 'SHARE_FAILED':
      return shareFailed(state, event.notFound, event.error);
    case 'RESTORE_FINISHED':
      return restoreFinished(state);
    case 'RESTORE_FAILED':
      return restoreFailed(state, event.error);
  }
}

/** New settings; a new acceptance mode is applied at once to the prices already in the slip. */
/** The jackpots bet `betIndex` would take part in (POST /jackpots): its ticket entry's `jackpots`. */
function updateJackpots(state: TicketState, betIndex: number, jackpots: string[]): TicketState {
  const bet = state.bets[betIndex];
  if (!bet || (bet.jackpots.length === jackpots.length && bet.jackpots.every((id, i) => id === jackpots[i])))
    return state;
  return { ...state, bets: state.bets.map((b, i) => (i === betIndex ? { ...b, jackpots } : b)) };
}

function changeSettings(state: TicketState, patch: Partial<TicketConfig>): TicketState {
  const config = { ...state.config, ...patch };
  const next = { ...state, config };
  if (config.oddsAcceptance === state.config.oddsAcceptance) return next;
  const bets = mapBets(state.bets, (bet) => ({
    ...bet,
    selections: bet.selections.map((s) =>
      s.isSuspended ? s : applyOddsChange(s, s.odds, config.oddsAcceptance),
    ),
  }));
  return refreshedTicketState(withBets(next, bets, false));
}
