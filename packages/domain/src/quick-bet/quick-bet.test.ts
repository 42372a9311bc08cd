import { describe, expect, it } from 'vitest';
import { cents, makeBet, makeSelection, odds } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import type { TicketEffect } from '../ticket/events';
import {
  isLiveQuickBet,
  QUICK_BET_NO_PROFIT,
  type QuickBetEvent,
  quickBetTransition,
  quickBetWarning,
} from './quick-bet';
import { createQuickBetState, type QuickBetState } from './quick-bet-state';

function run(state: QuickBetState, ...events: QuickBetEvent[]): [QuickBetState, TicketEffect[]] {
  let current = deepFreeze(state);
  const effects: TicketEffect[] = [];
  for (const event of events) {
    const [next, out] = quickBetTransition(current, deepFreeze(event));
    current = deepFreeze(next);
    effects.push(...out);
  }
  return [current, effects];
}

const selection = makeSelection({ odds: odds(2.5) });
const click = (s = selection, isLoggedIn = true): QuickBetEvent => ({
  type: 'SELECTION_CLICKED',
  selection: s,
  isLoggedIn,
  deviceId: 'dev',
});
const ready = () =>
  run(
    createQuickBetState('EUR', 100),
    { type: 'TOGGLED', enabled: true },
    { type: 'STAKE_CHANGED', stake: cents(200) },
    { type: 'APPROVED' },
  )[0];

describe('quick bet', () => {
  it('resets approval when toggled, when the stake changes and when the currency changes', () => {
    expect(run(ready(), { type: 'TOGGLED', enabled: false })[0].isApproved).toBe(false);
    expect(run(ready(), { type: 'STAKE_CHANGED', stake: cents(300) })[0]).toMatchObject({
      isApproved: false,
      stake: 300,
    });
    expect(run(ready(), { type: 'CURRENCY_CHANGED', currency: 'BTC', subunits: 1e8 })[0]).toMatchObject({
      isApproved: false,
      currency: 'BTC',
      stake: 0,
    });
  });

  it('requires a stake above 0 to approve, and refuses bad stakes', () => {
    const start = createQuickBetState('EUR', 100);
    expect(run(start, { type: 'APPROVED' })[1]).toEqual([{ type: 'REFUSED', reason: 'invalid_stake' }]);
    expect(run(start, { type: 'STAKE_CHANGED', stake: -5 as never })[1]).toEqual([
      { type: 'REFUSED', reason: 'invalid_stake' },
    ]);
    expect(ready().isApproved).toBe(true);
  });

  it('places an approved single: processing, keeping the clicked id, with a quick payload', () => {
    const [state, effects] = run(ready(), click());
    expect(state).toMatchObject({ state: 'processing', selectedOutcomeIds: [selection.id] });
    expect(effects[0]).toMatchObject({
      type: 'PLACE_BETS',
      request: {
        meta: { device_id: 'dev', quick: true, type: 'single' },
        bets: [{ stake: { value: 200, currency: 'EUR' } }],
      },
    });
  });

  it('refuses to place when disabled, unapproved, processing or warned, and prompts sign-in when signed out', () => {
    expect(run(createQuickBetState('EUR', 100), click())[1]).toEqual([
      { type: 'REFUSED', reason: 'not_enabled' },
    ]);
    expect(run(ready(), { type: 'STAKE_CHANGED', stake: cents(100) }, click())[1]).toEqual([
      { type: 'REFUSED', reason: 'not_approved' },
    ]);
    const [processing] = run(ready(), click());
    expect(run(processing, click())[1]).toEqual([{ type: 'REFUSED', reason: 'in_progress' }]);
    expect(run(ready(), click(makeSelection({ isSuspended: true })))[1]).toEqual([
      { type: 'REFUSED', reason: 'warning' },
    ]);
    expect(run(ready(), click(selection, false))[1]).toEqual([{ type: 'PROMPT_SIGN_IN' }]);
  });

  it(`errors with '${QUICK_BET_NO_PROFIT}' when the potential win is not above the stake`, () => {
    const [state, effects] = run(ready(), click(makeSelection({ odds: odds(1.001) })));
    expect(state.state).toBe('error');
    expect(state.error?.message).toBe(QUICK_BET_NO_PROFIT);
    expect(state.selectedOutcomeIds).toEqual([]);
    expect(effects).toEqual([]);
  });

  it('clears the selected ids on success and on a failure with a code', () => {
    const [processing] = run(ready(), click());
    const placed = { betId: 'q1', ref: 'Q1REF', status: 'submitted' as const, isVip: false, selections: [] };
    const [success, effects] = run(processing, { type: 'PLACE_SUCCEEDED', placed });
    expect(success).toMatchObject({ state: 'success', selectedOutcomeIds: [], placed });
    expect(effects).toEqual([{ type: 'TRACK', event: 'place_bet_success' }]);
    const [failed] = run(processing, { type: 'PLACE_FAILED', httpStatus: 422, body: { code: 101 } });
    expect(failed).toMatchObject({
      state: 'error',
      selectedOutcomeIds: [],
      error: { message: 'error.place_bets.invalid_odds' },
    });
    expect(run(failed, { type: 'RESULT_DISMISSED' })[0]).toMatchObject({
      state: 'initial',
      error: null,
      bet: null,
    });
  });

  it('signs out on 401 and reports other failures', () => {
    const [processing] = run(ready(), click());
    expect(run(processing, { type: 'PLACE_FAILED', httpStatus: 401, body: null })).toEqual([
      expect.objectContaining({ state: 'initial' }),
      [{ type: 'SESSION_EXPIRED' }],
    ]);
    expect(run(processing, { type: 'PLACE_FAILED', httpStatus: 500, body: null })[1]).toEqual([
      { type: 'REPORT_ERROR', error: { httpStatus: 500 } },
    ]);
  });

  it('clears the stake when the balance drops below it or is zero', () => {
    expect(run(ready(), { type: 'BALANCE_CHANGED', balance: cents(500) })[0].stake).toBe(200);
    expect(run(ready(), { type: 'BALANCE_CHANGED', balance: cents(199) })[0]).toMatchObject({
      stake: 0,
      isApproved: false,
    });
    expect(run(ready(), { type: 'BALANCE_CHANGED', balance: cents(0) })[0].stake).toBe(0);
  });

  it('refuses to approve a stake above the known balance (a zero balance included)', () => {
    const broke = run(
      createQuickBetState('EUR', 100),
      { type: 'TOGGLED', enabled: true },
      { type: 'BALANCE_CHANGED', balance: cents(0) },
      { type: 'STAKE_CHANGED', stake: cents(200) },
    )[0];
    expect(run(broke, { type: 'APPROVED' })).toEqual([
      broke,
      [{ type: 'REFUSED', reason: 'insufficient_balance' }],
    ]);
    const funded = run(broke, { type: 'BALANCE_CHANGED', balance: cents(200) })[0];
    expect(run(funded, { type: 'APPROVED' })[0].isApproved).toBe(true);
  });

  it('shows as live only for a live match selection that is not a custom bet', () => {
    const live = makeSelection({ matchStatus: 'live' });
    expect(isLiveQuickBet(makeBet({ selections: [live] }))).toBe(true);
    expect(isLiveQuickBet(makeBet({ selections: [live], betType: 'custom_bet' }))).toBe(false);
    expect(isLiveQuickBet(makeBet({ selections: [{ ...live, type: 'outright' }] }))).toBe(false);
    expect(isLiveQuickBet(makeBet())).toBe(false);
    expect(isLiveQuickBet(null)).toBe(false);
  });

  it('warns on suspended and unavailable selections', () => {
    expect(quickBetWarning(makeSelection())).toBeNull();
    expect(quickBetWarning(makeSelection({ active: false }))).toBe('suspended');
    expect(quickBetWarning(makeSelection({ isNotAvailable: true }))).toBe('not_available');
    expect(quickBetWarning(makeSelection({ matchStatus: 'others' }))).toBe('not_available');
  });
});
