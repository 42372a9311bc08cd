/**
 * Quick bet: one click places a single at a pre-approved stake (spec core-betting §3 "Quick bet", §4, §5).
 * Like the slip, a pure `quickBetTransition(state, event) -> [next, effects]`.
 */
import { mapPlaceError, type PlaceErrorResponse } from '../bet-math/place-errors';
import { buildPlaceRequest } from '../bet-math/place-payload';
import { potentialWin } from '../bet-math/potential-win';
import { type Money, ZERO } from '../money/money';
import type { TicketEffect } from '../ticket/events';
import { newBet } from '../ticket/slip-state';
import type { PlacedBet, TicketEntry, TicketError, TicketSelection } from '../ticket/types';
import type { QuickBetState, QuickBetStateName } from './quick-bet-state';

/** Events of the quick bet. */
export type QuickBetEvent =
  | { type: 'TOGGLED'; enabled: boolean }
  | { type: 'STAKE_CHANGED'; stake: Money }
  | { type: 'CURRENCY_CHANGED'; currency: string; subunits: number }
  | { type: 'APPROVED' }
  | { type: 'BALANCE_CHANGED'; balance: Money }
  | { type: 'SELECTION_CLICKED'; selection: TicketSelection; isLoggedIn: boolean; deviceId: string }
  | { type: 'PLACE_SUCCEEDED'; placed: PlacedBet }
  | { type: 'PLACE_FAILED'; httpStatus: number | null; body: PlaceErrorResponse | null }
  | { type: 'RESULT_DISMISSED' };

/** The translation key of a quick bet whose potential win is not above its stake. */
export const QUICK_BET_NO_PROFIT = 'error.potential_win.equal_or_less';

/** A quick bet shows as live only for a match selection that is live and not a custom bet. */
export function isLiveQuickBet(bet: TicketEntry | null): boolean {
  const s = bet?.selections[0];
  return (
    bet !== null &&
    s !== undefined &&
    bet.betType !== 'custom_bet' &&
    s.type === 'match' &&
    s.matchStatus === 'live'
  );
}

/** What stops a quick bet on this selection now, if anything. */
export function quickBetWarning(selection: TicketSelection): 'suspended' | 'not_available' | null {
  if (selection.isSuspended || !selection.active) return 'suspended';
  if (selection.isNotAvailable || selection.matchStatus === 'others') return 'not_available';
  return null;
}

/** Out of initial the selected ids clear, except while processing (the clicked button shows it is working). */
function enter(state: QuickBetState, name: QuickBetStateName, patch: Partial<QuickBetState>): QuickBetState {
  const keepIds = name === 'initial' || name === 'processing';
  const selectedOutcomeIds = keepIds ? (patch.selectedOutcomeIds ?? state.selectedOutcomeIds) : [];
  return { ...state, ...patch, state: name, selectedOutcomeIds };
}

type Result = [QuickBetState, TicketEffect[]];

function refuse(state: QuickBetState, reason: Extract<TicketEffect, { type: 'REFUSED' }>['reason']): Result {
  return [state, [{ type: 'REFUSED', reason }]];
}

function click(
  state: QuickBetState,
  selection: TicketSelection,
  isLoggedIn: boolean,
  deviceId: string,
): Result {
  if (!state.isEnabled) return refuse(state, 'not_enabled');
  if (!isLoggedIn) return [state, [{ type: 'PROMPT_SIGN_IN' }]];
  if (state.state === 'processing') return refuse(state, 'in_progress');
  if (!state.isApproved || state.stake <= 0) return refuse(state, 'not_approved');
  if (quickBetWarning(selection)) return refuse(state, 'warning');
  const bet = newBet(state, [{ ...selection, acceptedOdds: selection.odds, isChanged: false }], state.stake);
  if (potentialWin(bet).amount <= state.stake) {
    const error: TicketError = { message: QUICK_BET_NO_PROFIT, details: null, wrongOdds: false, code: null };
    return [enter(state, 'error', { bet, error }), []];
  }
  const request = buildPlaceRequest([bet], { deviceId, quick: true });
  return [
    enter(state, 'processing', { bet, error: null, placed: null, selectedOutcomeIds: [selection.id] }),
    [{ type: 'PLACE_BETS', request }],
  ];
}

function failed(state: QuickBetState, httpStatus: number | null, body: PlaceErrorResponse | null): Result {
  if (httpStatus === 401)
    return [enter(state, 'initial', { selectedOutcomeIds: [] }), [{ type: 'SESSION_EXPIRED' }]];
  if (body && typeof body.code === 'number') {
    const { error } = mapPlaceError(body, state.bet ? [state.bet] : []);
    return [enter(state, 'error', { error }), []];
  }
  return [
    enter(state, 'initial', { selectedOutcomeIds: [] }),
    [{ type: 'REPORT_ERROR', error: body ?? { httpStatus } }],
  ];
}

function validStake(stake: Money): boolean {
  return Number.isSafeInteger(stake) && stake >= 0;
}

/** Applies one event to the quick bet. */
export function quickBetTransition(state: QuickBetState, event: QuickBetEvent): Result {
  switch (event.type) {
    case 'TOGGLED':
      return [{ ...state, isEnabled: event.enabled, isApproved: false }, []];
    case 'STAKE_CHANGED':
      if (!validStake(event.stake)) return refuse(state, 'invalid_stake');
      return [{ ...state, stake: event.stake, isApproved: false }, []];
    case 'CURRENCY_CHANGED':
      return [
        { ...state, currency: event.currency, subunits: event.subunits, stake: ZERO, isApproved: false },
        [],
      ];
    case 'APPROVED':
      if (state.stake <= 0) return refuse(state, 'invalid_stake');
      if (state.balance !== null && state.stake > state.balance) return refuse(state, 'insufficient_balance');
      return [{ ...state, isApproved: true }, []];
    case 'BALANCE_CHANGED': {
      const known = { ...state, balance: event.balance };
      if (event.balance > 0 && event.balance >= state.stake) return [known, []];
      return [{ ...known, stake: ZERO, isApproved: false }, []];
    }
    case 'SELECTION_CLICKED':
      return click(state, event.selection, event.isLoggedIn, event.deviceId);
    case 'PLACE_SUCCEEDED':
      return [
        enter(state, 'success', { placed: event.placed, error: null }),
        [{ type: 'TRACK', event: 'place_bet_success' }],
      ];
    case 'PLACE_FAILED':
      return failed(state, event.httpStatus, event.body);
    case 'RESULT_DISMISSED':
      return [enter(state, 'initial', { bet: null, error: null, placed: null, selectedOutcomeIds: [] }), []];
  }
}
