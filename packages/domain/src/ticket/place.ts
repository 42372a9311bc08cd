/**
 * Placing the slip's bets and handling the answer (spec core-betting §4 "Placing bets", §8).
 */
import { effectiveStake } from '../bet-math/effective-stake';
import { mapPlaceError, type PlaceErrorResponse } from '../bet-math/place-errors';
import { buildPlaceRequest } from '../bet-math/place-payload';
import { placeBlockers } from '../bet-math/place-rules';
import type { TicketEffect } from './events';
import { withBets } from './slip-state';
import type { PlacedBet, TicketState } from './types';

type Result = [TicketState, TicketEffect[]];

/** HTTP status of an expired or missing session. */
const UNAUTHORIZED = 401;

function backToInitial(state: TicketState): TicketState {
  return { ...withBets(state, state.bets, true), inProgress: false };
}

/**
 * The bettor asks to place. Signed out: back to initial and a sign-in prompt. Blocked by a rule: refused with
 * the blockers. Otherwise processing, with the bets whose stake is above 0, and the request to send.
 */
export function requestPlace(state: TicketState, isLoggedIn: boolean, deviceId: string): Result {
  if (state.inProgress) return [state, [{ type: 'REFUSED', reason: 'in_progress' }]];
  if (!isLoggedIn) return [backToInitial(state), [{ type: 'PROMPT_SIGN_IN' }]];
  const blockers = placeBlockers(state, { isLoggedIn });
  if (blockers.length > 0) return [state, [{ type: 'REFUSED', reason: 'blocked', blockers }]];
  const processingBets = state.bets.flatMap((bet, i) => (effectiveStake(bet) > 0 ? [i] : []));
  const request = buildPlaceRequest(
    state.bets.filter((_, i) => processingBets.includes(i)),
    { deviceId, quick: false },
  );
  return [
    { ...state, ticketState: 'processing', inProgress: true, processingBets, error: null },
    [{ type: 'PLACE_BETS', request }],
  ];
}

/** The server accepted the bets: success, with a receipt of what was placed; the selections are cleared. */
export function placeSucceeded(state: TicketState, placed: PlacedBet[]): Result {
  const receipt = state.processingBets.flatMap((betIndex, i) => {
    const bet = state.bets[betIndex];
    const answer = placed[i];
    if (!bet || !answer) return [];
    return [{ ...bet, betId: answer.betId, status: answer.status, isVip: answer.isVip }];
  });
  const cleared = withBets(state, [], false);
  return [
    {
      ...cleared,
      ticketState: 'success',
      inProgress: false,
      processingBets: [],
      placedBets: placed,
      receipt,
      error: null,
    },
    [{ type: 'TRACK', event: 'place_bet_success' }],
  ];
}

/**
 * The place failed. 401: the session expired (back to initial, sign out and prompt). An answer with a code: the
 * error state with the mapped message, per-bet messages and the wrong-odds flag. Anything else: back to initial
 * and to the global error handler.
 */
export function placeFailed(
  state: TicketState,
  httpStatus: number | null,
  body: PlaceErrorResponse | null,
): Result {
  if (httpStatus === UNAUTHORIZED) return [backToInitial(state), [{ type: 'SESSION_EXPIRED' }]];
  if (body && typeof body.code === 'number') {
    const { error, messagesByBet } = mapPlaceError(body, state.bets);
    const bets = state.bets.map((bet, i) => ({ ...bet, messagesByBet: messagesByBet[i] ?? [] }));
    return [
      { ...withBets(state, bets, false), ticketState: 'error', error, inProgress: false, processingBets: [] },
      [],
    ];
  }
  return [backToInitial(state), [{ type: 'REPORT_ERROR', error: body ?? { httpStatus } }]];
}

/** The bettor closes the success or error view. */
export function dismissResult(state: TicketState): Result {
  const bets = state.bets.map((bet) => (bet.messagesByBet.length > 0 ? { ...bet, messagesByBet: [] } : bet));
  return [{ ...withBets(state, bets, true), placedBets: [], receipt: [] }, []];
}
