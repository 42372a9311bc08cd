import type { Money } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { CASHOUT_CLOSED, type CashoutState, canConfirm, cashoutTransition, refusalOf } from './cashout-flow';

const m = (v: number) => v as Money;
const run = (...events: Parameters<typeof cashoutTransition>[1][]): CashoutState =>
  events.reduce(cashoutTransition, CASHOUT_CLOSED);

describe('cashout confirmation', () => {
  it('opens at the offer on the button and confirms that amount', () => {
    const open = run({ type: 'OPEN', offer: m(500) });
    expect(canConfirm(open)).toBe(true);
    expect(cashoutTransition(open, { type: 'CONFIRM' })).toEqual({
      step: 'submitting',
      accepted: 500,
      offer: 500,
    });
  });

  it('makes the player accept a new amount when the offer moves before they confirm', () => {
    const moved = run({ type: 'OPEN', offer: m(500) }, { type: 'OFFER', offer: m(480) });
    expect(moved).toMatchObject({ step: 'confirming', accepted: 500, offer: 480, moved: 'down' });
    expect(canConfirm(moved)).toBe(false);
    expect(cashoutTransition(moved, { type: 'CONFIRM' })).toBe(moved);
    const accepted = cashoutTransition(moved, { type: 'ACCEPT_OFFER' });
    expect(accepted).toMatchObject({ accepted: 480, offer: 480, moved: null });
    expect(cashoutTransition(accepted, { type: 'CONFIRM' })).toMatchObject({
      step: 'submitting',
      accepted: 480,
    });
  });

  it('highlights a rise too, and an offer back at the accepted amount needs no new acceptance', () => {
    const up = run({ type: 'OPEN', offer: m(500) }, { type: 'OFFER', offer: m(520) });
    expect(up).toMatchObject({ moved: 'up' });
    const back = cashoutTransition(up, { type: 'OFFER', offer: m(500) });
    expect(back).toMatchObject({ moved: null });
    expect(canConfirm(back)).toBe(true);
  });

  it('cannot confirm while there is no offer', () => {
    const gone = run({ type: 'OPEN', offer: m(500) }, { type: 'OFFER', offer: null });
    expect(canConfirm(gone)).toBe(false);
    expect(cashoutTransition(gone, { type: 'ACCEPT_OFFER' })).toBe(gone);
  });

  it('ends with the paid amount on success', () => {
    const done = run(
      { type: 'OPEN', offer: m(500) },
      { type: 'CONFIRM' },
      { type: 'SUCCEEDED', paid: m(500) },
    );
    expect(done).toEqual({ step: 'done', paid: 500 });
  });

  it('after "amount changed" waits for the new offer before it can confirm again', () => {
    const refused = run(
      { type: 'OPEN', offer: m(500) },
      { type: 'CONFIRM' },
      { type: 'FAILED', refusal: 'changed' },
    );
    expect(refused).toMatchObject({ step: 'confirming', refusal: 'changed', offer: 500, stale: true });
    expect(canConfirm(refused)).toBe(false);
    // The refetched offer, even when equal to the accepted one, makes it confirmable again.
    const same = cashoutTransition(refused, { type: 'OFFER', offer: m(500) });
    expect(canConfirm(same)).toBe(true);
    const lower = cashoutTransition(refused, { type: 'OFFER', offer: m(450) });
    expect(lower).toMatchObject({ refusal: 'changed', moved: 'down', stale: false });
    expect(canConfirm(lower)).toBe(false);
    expect(cashoutTransition(lower, { type: 'ACCEPT_OFFER' })).toMatchObject({
      refusal: null,
      accepted: 450,
    });
  });

  it('after "unavailable" shows no offer until one comes back', () => {
    const refused = run(
      { type: 'OPEN', offer: m(500) },
      { type: 'CONFIRM' },
      { type: 'FAILED', refusal: 'unavailable' },
    );
    expect(refused).toMatchObject({ offer: null, refusal: 'unavailable' });
    expect(cashoutTransition(refused, { type: 'OFFER', offer: m(400) })).toMatchObject({
      offer: 400,
      refusal: null,
      moved: 'down',
    });
  });

  it('lets a failed call be retried at the same amount', () => {
    const failed = run(
      { type: 'OPEN', offer: m(500) },
      { type: 'CONFIRM' },
      { type: 'FAILED', refusal: 'failed' },
    );
    expect(canConfirm(failed)).toBe(true);
  });

  it('maps the server codes to refusals', () => {
    expect(refusalOf('cashout_unavailable')).toBe('unavailable');
    expect(refusalOf('cashout_amount_changed')).toBe('changed');
    expect(refusalOf('not_found')).toBe('gone');
    expect(refusalOf('network_error')).toBe('failed');
  });

  it('does not mutate the state it is given', () => {
    const open = Object.freeze(run({ type: 'OPEN', offer: m(500) }));
    expect(() => cashoutTransition(open, { type: 'OFFER', offer: m(1) })).not.toThrow();
    expect(open).toMatchObject({ offer: 500 });
  });
});
