/**
 * The cashout confirmation as a pure `transition(state, event)` (the house style of the slip): the player opens
 * the confirmation at the offer on the button, the offer keeps moving while they read it, and what is sent is
 * only ever an amount they confirmed. When the offer changes between opening and confirming, the new amount has
 * to be accepted first ("Accept €4.80", then "Cash out €4.80"); a refusal from the server says why.
 */
import type { Money } from '@sportsbook/domain';

/** Why a cashout was refused, by the server's error code (anything else is `failed`). */
export type CashoutRefusal = 'unavailable' | 'changed' | 'gone' | 'failed';

export type CashoutState =
  | { step: 'closed' }
  /**
   * `accepted` is the amount the player agreed to; `offer` the live one (null: no offer right now). `moved`
   * tells whether the offer rose or fell since the last accepted amount, for the highlight. `stale`: the server
   * said the offer changed and the new one has not arrived yet.
   */
  | {
      step: 'confirming';
      accepted: Money;
      offer: Money | null;
      moved: 'up' | 'down' | null;
      refusal: CashoutRefusal | null;
      stale: boolean;
    }
  | { step: 'submitting'; accepted: Money; offer: Money | null }
  | { step: 'done'; paid: Money };

export type CashoutEvent =
  /** The cash-out button was pressed at this offer. */
  | { type: 'OPEN'; offer: Money }
  /** The live offer changed (realtime or a refetch). */
  | { type: 'OFFER'; offer: Money | null }
  /** The player accepts the current offer as the new amount. */
  | { type: 'ACCEPT_OFFER' }
  /** The player confirms the accepted amount. */
  | { type: 'CONFIRM' }
  | { type: 'SUCCEEDED'; paid: Money }
  | { type: 'FAILED'; refusal: CashoutRefusal }
  | { type: 'CLOSE' };

export const CASHOUT_CLOSED: CashoutState = { step: 'closed' };

/** The refusal of a server error code (POST /bets/cashout answers 422 with one of the first two, 404 when gone). */
export function refusalOf(code: string): CashoutRefusal {
  if (code === 'cashout_unavailable') return 'unavailable';
  if (code === 'cashout_amount_changed') return 'changed';
  if (code === 'not_found') return 'gone';
  return 'failed';
}

function direction(from: Money, to: Money | null): 'up' | 'down' | null {
  if (to === null || to === from) return null;
  return to > from ? 'up' : 'down';
}

/** Whether the confirm step can send now: an offer exists and it is the amount the player accepted. */
export function canConfirm(state: CashoutState): boolean {
  return (
    state.step === 'confirming' &&
    state.offer !== null &&
    state.offer === state.accepted &&
    // After "changed" the offer shown is the old one until the new one arrives.
    !state.stale
  );
}

/** Applies one event to the cashout confirmation. */
export function cashoutTransition(state: CashoutState, event: CashoutEvent): CashoutState {
  switch (event.type) {
    case 'OPEN':
      return {
        step: 'confirming',
        accepted: event.offer,
        offer: event.offer,
        moved: null,
        refusal: null,
        stale: false,
      };
    case 'OFFER':
      if (state.step === 'confirming') {
        if (event.offer === state.offer && !state.stale) return state;
        // "Unavailable" no longer holds once an offer is back; the other refusals stay until the player acts.
        const refusal = state.refusal === 'unavailable' && event.offer !== null ? null : state.refusal;
        return {
          ...state,
          offer: event.offer,
          moved: direction(state.accepted, event.offer),
          refusal,
          stale: false,
        };
      }
      if (state.step === 'submitting') return { ...state, offer: event.offer };
      return state;
    case 'ACCEPT_OFFER':
      if (state.step !== 'confirming' || state.offer === null) return state;
      return { ...state, accepted: state.offer, moved: null, refusal: null, stale: false };
    case 'CONFIRM':
      if (!canConfirm(state) || state.step !== 'confirming') return state;
      return { step: 'submitting', accepted: state.accepted, offer: state.offer };
    case 'SUCCEEDED':
      return state.step === 'submitting' ? { step: 'done', paid: event.paid } : state;
    case 'FAILED': {
      if (state.step !== 'submitting') return state;
      const offer = event.refusal === 'unavailable' || event.refusal === 'gone' ? null : state.offer;
      return {
        step: 'confirming',
        accepted: state.accepted,
        offer,
        moved: direction(state.accepted, offer),
        refusal: event.refusal,
        stale: event.refusal === 'changed',
      };
    }
    case 'CLOSE':
      return CASHOUT_CLOSED;
  }
}
