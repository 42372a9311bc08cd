import type { CatalogueEvent } from '@sportsbook/contract';
import { a1x2PriceMove } from '@sportsbook/contract/testing';
import { type DecimalOdds, type Money, PLACE_ERROR_MESSAGES } from '@sportsbook/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { betsKeys } from '@/lib/queries/bets';
import {
  callsTo,
  json,
  marketsOf,
  matchAnswers,
  matches,
  pick,
  slipQueryClient,
  storeSlip,
  stubApi,
} from '@/testing/slip';
import {
  acceptOddsChanges,
  approveQuickBet,
  changeBetType,
  changeStake,
  dispatch,
  finishPlacing,
  persistSlip,
  placeBets,
  refreshMatches,
  restoreFromStorage,
  setQuickBetEnabled,
  setQuickBetStake,
  syncTicketConfig,
  toggleSelection,
} from './slip-engine';
import { slipEventsOf } from './slip-feed';
import { STORAGE_KEYS } from './slip-persistence';
import { configureSlipHost, resetSlipStore, setPanelOpen, useSlipStore } from './slip-store';

const requestSignIn = vi.hoisted(() => vi.fn());
vi.mock('@/session/session', () => ({ requestSignIn }));

const state = () => useSlipStore.getState();
const money = (n: number) => n as Money;
const odds = (n: number) => n as DecimalOdds;
const reportError = vi.fn();
let client = slipQueryClient();

beforeEach(() => {
  resetSlipStore();
  sessionStorage.clear();
  client = slipQueryClient();
  configureSlipHost({ locale: 'en', isLoggedIn: true, queryClient: client, retryDelayMs: 0, reportError });
});
afterEach(() => {
  requestSignIn.mockReset();
  reportError.mockReset();
});

/** Lets pending promise chains (fetch answers, dispatches after them) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i++) await settle();
  expect(check()).toBe(true);
}

describe('picking', () => {
  it('adds a selection with the words of the cached match and market, and removes it on a second pick', () => {
    toggleSelection(pick(1, 'X'));
    const [bet] = state().ticket.bets;
    expect(bet?.betType).toBe('single');
    expect(bet?.selections[0]).toMatchObject({
      id: '1/1//X',
      nameA: 'Home 1',
      nameB: 'Away 1',
      marketName: '1x2',
      outcomeName: 'Draw',
      odds: 3.2,
      matchStatus: 'prematch',
    });
    expect(state().selected.has('1/1//X')).toBe(true);
    expect(state().panel.isOpen).toBe(true);

    toggleSelection(pick(1, 'X'));
    expect(state().ticket.bets).toEqual([]);
    expect(state().selected.size).toBe(0);
    expect(state().panel.isOpen).toBe(false);
  });

  it('makes a combo of two matches and offers a system from three', () => {
    toggleSelection(pick(1));
    toggleSelection(pick(2));
    expect(state().ticket.bets.map((b) => b.betType)).toEqual(['combo']);
    changeBetType('system');
    expect(state().notice?.reason).toBe('no_system_type');

    toggleSelection(pick(3, '2'));
    changeBetType('system');
    expect(state().ticket.bets[0]).toMatchObject({
      betType: 'system',
      systemType: { totalCount: 3, winCount: 2 },
    });
  });

  it('fetches the match when an odds button was not rendered from the cache', async () => {
    client.clear();
    stubApi({
      'GET /api/v2/matches/2': json(matches[1]),
      'GET /api/v2/matches/2/markets': json({ data: marketsOf(2), pagination: {} }),
    });
    toggleSelection(pick(2, '2'));
    await until(() => state().ticket.bets.length === 1);
    expect(state().ticket.bets[0]?.selections[0]?.outcomeName).toBe('Away FC');
  });
});

describe('odds refresh', () => {
  const tick = (value: number, status: 1 | -1 = 1): CatalogueEvent => a1x2PriceMove(value, { status });

  it('flags a moved price for approval when every change must be accepted', () => {
    toggleSelection(pick(1));
    for (const event of slipEventsOf(tick(2.4), state().ticket.bets)) dispatch(event);
    const s = state().ticket.bets[0]?.selections[0];
    expect(s).toMatchObject({ odds: 2.4, acceptedOdds: 2.1, isChanged: true });
    expect(state().ticket.ticketState).toBe('odds_changed');

    acceptOddsChanges();
    expect(state().ticket.bets[0]?.selections[0]).toMatchObject({ acceptedOdds: 2.4, isChanged: false });
    expect(state().ticket.ticketState).toBe('initial');
  });

  it('takes any change at once in the "any" mode, and suspends on a suspended market', () => {
    syncTicketConfig({ oddsAcceptance: 'any' });
    toggleSelection(pick(1));
    for (const event of slipEventsOf(tick(1.8), state().ticket.bets)) dispatch(event);
    expect(state().ticket.bets[0]?.selections[0]).toMatchObject({ acceptedOdds: 1.8, isChanged: false });
    expect(state().ticket.ticketState).toBe('initial');

    for (const event of slipEventsOf(tick(1.8, -1), state().ticket.bets)) dispatch(event);
    expect(state().ticket.bets[0]?.selections[0]?.isSuspended).toBe(true);
  });

  it('ignores ticks of markets that hold no selection', () => {
    toggleSelection(pick(1, '12', 18, 'total=2.5'));
    expect(slipEventsOf(tick(5), state().ticket.bets)).toEqual([]);
  });

  it('marks a vanished match unavailable after a refetch', async () => {
    toggleSelection(pick(1));
    stubApi({
      'GET /api/v2/matches/1': json({ code: 'not_found', message: 'gone' }, 404),
      'GET /api/v2/matches/1/markets': json({ code: 'not_found', message: 'gone' }, 404),
    });
    await refreshMatches([1], false);
    expect(state().ticket.bets[0]?.selections[0]?.isNotAvailable).toBe(true);
    expect(state().ticket.ticketState).toBe('odds_changed');
  });
});

describe('session storage', () => {
  it('keeps bets, panel and quick bet, and restores them with fresh prices', async () => {
    const stop = persistSlip();
    toggleSelection(pick(1));
    toggleSelection(pick(2, '2'));
    changeStake(0, money(500));
    setQuickBetStake(money(200));
    stop();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.bets) ?? '[]')).toHaveLength(1);

    resetSlipStore();
    const moved = marketsOf(2).map((m) =>
      m.id === 1
        ? { ...m, outcomes: m.outcomes.map((o) => (o.id === '2' ? { ...o, odds: odds(3.9) } : o)) }
        : m,
    );
    stubApi({
      ...matchAnswers([1, 2]),
      'GET /api/v2/matches/2/markets': json({ data: moved, pagination: {} }),
    });
    restoreFromStorage();
    expect(state().ticket.isRestoring).toBe(true);
    expect(state().panel.isOpen).toBe(true);
    expect(state().quickBet.stake).toBe(200);
    expect(state().ticket.bets[0]).toMatchObject({ betType: 'combo', stake: 500 });

    await until(() => !state().ticket.isRestoring);
    expect(state().ticket.bets[0]?.selections[1]).toMatchObject({ odds: 3.9, isChanged: true });
    expect(state().ticket.ticketState).toBe('odds_changed');
  });

  it('restores the bets without opening a panel that was stored closed', () => {
    storeSlip(() => {
      toggleSelection(pick(1));
      expect(state().panel.isOpen).toBe(true);
      setPanelOpen(false);
    });
    stubApi(matchAnswers([1]));
    restoreFromStorage();
    expect(state().ticket.bets).toHaveLength(1);
    expect(state().panel.isOpen).toBe(false);
  });

  it('drops corrupt or tampered items without failing', () => {
    sessionStorage.setItem(STORAGE_KEYS.bets, '{not json');
    sessionStorage.setItem(STORAGE_KEYS.toggle, JSON.stringify({ isOpen: 'yes', tab: 'BET_SLIP' }));
    sessionStorage.setItem(STORAGE_KEYS.quickBet, JSON.stringify({ isEnabled: true, stake: 1.5 }));
    expect(() => restoreFromStorage()).not.toThrow();
    expect(state().ticket.bets).toEqual([]);
    expect(state().panel.isOpen).toBe(false);
    expect(state().quickBet.isEnabled).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.bets)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.toggle)).toBeNull();
  });

  it('refuses a stored selection whose id does not match its identity', () => {
    const stop = persistSlip();
    toggleSelection(pick(1));
    stop();
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.bets) ?? '[]');
    stored[0].selections[0].id = '9/9//9';
    sessionStorage.setItem(STORAGE_KEYS.bets, JSON.stringify(stored));
    resetSlipStore();
    restoreFromStorage();
    expect(state().ticket.bets).toEqual([]);
  });

  it('reports a restore whose markets cannot be fetched and leaves the slip usable', async () => {
    const stop = persistSlip();
    toggleSelection(pick(1));
    stop();
    resetSlipStore();
    stubApi({ 'GET /api/v2/matches/1': new TypeError('offline') });
    restoreFromStorage();
    await until(() => !state().ticket.isRestoring);
    expect(reportError).toHaveBeenCalled();
    expect(state().ticket.bets).toHaveLength(1);
  });
});

const placed = [
  {
    betId: 'b1',
    ref: 'B1REF',
    status: 'waiting_results',
    isVip: false,
    selections: [{ id: '1/1//1', odds: 2.1 }],
  },
];

describe('placing', () => {
  it('sends the accepted prices with an idempotency key and shows the success view', async () => {
    const api = stubApi({ 'POST /api/v3/bets': json(placed) });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    toggleSelection(pick(1));
    changeStake(0, money(1000));
    placeBets();
    expect(state().ticket.ticketState).toBe('processing');
    await until(() => state().ticket.ticketState === 'success');

    const [call] = callsTo(api, '/api/v3/bets');
    expect(call?.headers.get('Idempotency-Key')).toMatch(/.{8,}/);
    expect(JSON.parse(String(call?.init?.body))).toMatchObject({
      meta: { quick: false, type: 'single' },
      bets: [
        {
          stake: { value: 1000, currency: 'EUR' },
          selections: [{ match_id: 1, outcome_id: '1', odds: 2.1 }],
        },
      ],
    });
    expect(state().ticket.bets).toEqual([]);
    expect(state().ticket.receipt[0]).toMatchObject({ betId: 'b1', stake: 1000 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: betsKeys.all });
    expect(state().panel.isOpen).toBe(true);

    finishPlacing();
    expect(state().ticket.ticketState).toBe('initial');
    expect(state().panel.isOpen).toBe(false);
  });

  it('maps a refusal to the error state with per-bet messages and refreshes the prices', async () => {
    const api = stubApi({
      'POST /api/v3/bets': json(
        {
          code: 101,
          message: 'error.place_bets.invalid_odds',
          localized_message: 'The odds have changed',
          errors_by_bet: { '1/1//1': 'error.risk_validation.odds_different_than_bookmaker' },
        },
        422,
      ),
    });
    syncTicketConfig({ multiSingleByProvider: { betradar: true } });
    toggleSelection(pick(1));
    toggleSelection(pick(2));
    changeBetType('single');
    changeStake('all', money(300));
    placeBets();
    await until(() => state().ticket.ticketState === 'error');
    expect(state().ticket.error).toMatchObject({
      message: PLACE_ERROR_MESSAGES.invalidOdds,
      wrongOdds: true,
      code: 101,
    });
    expect(state().ticket.bets.map((b) => b.messagesByBet)).toEqual([
      ['error.risk_validation.odds_different_than_bookmaker'],
      [],
    ]);
    await until(() => callsTo(api, '/api/v2/matches/1/markets').length > 0);
  });

  it('retries an unanswered request with the same key, and uses a new key for a new attempt', async () => {
    const api = stubApi({
      'POST /api/v3/bets': [new TypeError('Failed to fetch'), json(placed)],
    });
    toggleSelection(pick(1));
    changeStake(0, money(1000));
    placeBets();
    await until(() => state().ticket.ticketState === 'success');
    const keys = callsTo(api, '/api/v3/bets').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);

    toggleSelection(pick(1));
    changeStake(0, money(1000));
    placeBets();
    await until(() => state().ticket.ticketState === 'success');
    const third = callsTo(api, '/api/v3/bets')[2]?.headers.get('Idempotency-Key');
    expect(third).not.toBe(keys[0]);
  });

  it('reports a request that never got an answer, and repeats it with the same key', async () => {
    const api = stubApi({
      'POST /api/v3/bets': [new TypeError('down'), new TypeError('down'), json(placed)],
    });
    toggleSelection(pick(1));
    changeStake(0, money(1000));
    placeBets();
    await until(() => reportError.mock.calls.length > 0);
    expect(state().ticket.ticketState).toBe('initial');
    expect(state().ticket.inProgress).toBe(false);

    placeBets();
    await until(() => state().ticket.ticketState === 'success');
    const keys = new Set(callsTo(api, '/api/v3/bets').map((c) => c.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(1);
  });

  it('asks an anonymous bettor to sign in, and an expired session to sign in again', async () => {
    toggleSelection(pick(1));
    changeStake(0, money(1000));
    configureSlipHost({ isLoggedIn: false });
    placeBets();
    expect(requestSignIn).toHaveBeenCalledWith('place_bet');

    configureSlipHost({ isLoggedIn: true });
    stubApi({ 'POST /api/v3/bets': json({ code: 'unauthorized', message: 'sign in' }, 401) });
    placeBets();
    await until(() => requestSignIn.mock.calls.length === 2);
    expect(requestSignIn).toHaveBeenLastCalledWith('session_expired');
    expect(state().ticket.ticketState).toBe('initial');
  });
});

describe('quick bet', () => {
  it('places an approved stake on one click, as a quick single', async () => {
    const api = stubApi({ 'POST /api/v3/bets': json(placed) });
    setQuickBetEnabled(true);
    setQuickBetStake(money(500));
    approveQuickBet();
    toggleSelection(pick(1));
    expect(state().ticket.bets).toEqual([]);
    expect(state().selected.has('1/1//1')).toBe(true);
    await until(() => state().quickBet.state === 'success');
    const [call] = callsTo(api, '/api/v3/bets');
    expect(JSON.parse(String(call?.init?.body))).toMatchObject({
      meta: { quick: true },
      bets: [{ stake: { value: 500 } }],
    });
  });

  it('holds the pick until the stake is approved', async () => {
    stubApi({ 'POST /api/v3/bets': json(placed) });
    setQuickBetEnabled(true);
    setQuickBetStake(money(500));
    toggleSelection(pick(1));
    expect(state().notice?.reason).toBe('not_approved');
    expect(state().quickBetTarget?.id).toBe('1/1//1');
    approveQuickBet();
    await until(() => state().quickBet.state === 'success');
  });

  it('refuses a quick bet that cannot win more than its stake', () => {
    setQuickBetEnabled(true);
    setQuickBetStake(money(1));
    approveQuickBet();
    toggleSelection(pick(1, '12', 18, 'total=2.5'));
    expect(state().quickBet.state).toBe('error');
    expect(state().quickBet.error?.message).toBe('error.potential_win.equal_or_less');
  });
});
