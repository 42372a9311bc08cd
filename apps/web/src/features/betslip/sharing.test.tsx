import type { SharedBet } from '@sportsbook/contract';
import type { DecimalOdds, Money } from '@sportsbook/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  json,
  matchAnswers,
  pick,
  renderSlip,
  slipQueryClient,
  startSlipEngine,
  stubApi,
} from '@/testing/slip';
import { ShareBetButton } from './share-bet';
import { BET_CODE_PARAM, toSharedBet } from './shared-bets';
import { applyShareCode, changeBetType, changeStake, toggleSelection } from './slip-engine';
import { ShareNoticeModal } from './slip-modals';
import { configureSlipHost, resetSlipStore, useSlipStore } from './slip-store';

vi.mock('@/session/session', () => ({ requestSignIn: vi.fn() }));

const state = () => useSlipStore.getState();
let client = slipQueryClient();

beforeEach(() => {
  resetSlipStore();
  startSlipEngine();
  client = slipQueryClient();
  configureSlipHost({ locale: 'en', isLoggedIn: true, queryClient: client, reportError: vi.fn() });
});
afterEach(cleanup);

const sharedSystem: SharedBet = {
  type: 'system',
  stake: { value: 200 as Money, currency: 'EUR' },
  system_id: '2/3',
  selections: [1, 2, 3].map((id) => ({
    match_id: id,
    market_id: 1,
    specifier: '',
    outcome_id: '1',
    odds: 2.1 as DecimalOdds,
  })),
};

describe('sharing a bet', () => {
  it('shares a system with its stake per bet and system id', () => {
    toggleSelection(pick(1));
    toggleSelection(pick(2));
    toggleSelection(pick(3));
    changeBetType('system');
    changeStake(0, 200 as Money);
    expect(toSharedBet(state().ticket.bets[0] ?? (null as never))).toEqual(sharedSystem);
  });

  it('creates a code and shows the link to this page with a copy button', async () => {
    const api = stubApi({ 'POST /api/v2/bets/share-code': json({ code: 'ABCD2345' }) });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    toggleSelection(pick(1));
    renderSlip(<ShareBetButton bets={state().ticket.bets} />, client);
    fireEvent.click(screen.getByRole('button', { name: 'Share bet' }));
    const link = (await screen.findByTestId('share-link')) as HTMLInputElement;
    expect(link.value).toBe(
      `${window.location.origin}${window.location.pathname}?${BET_CODE_PARAM}=ABCD2345`,
    );
    expect(JSON.parse(String(callsTo(api, '/api/v2/bets/share-code')[0]?.init?.body))).toMatchObject({
      bets: [{ type: 'single', selections: [{ match_id: 1, outcome_id: '1' }] }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link.value);
  });
});

describe('opening a shared link', () => {
  it('puts the shared bets in the slip and refreshes their prices', async () => {
    const api = stubApi({ 'GET /api/v2/bets/share-code': json({ bets: [sharedSystem] }), ...matchAnswers() });
    await applyShareCode('ABCD2345');
    expect(callsTo(api, '/api/v2/bets/share-code')[0]?.url).toContain('code=ABCD2345');
    expect(state().ticket.bets[0]).toMatchObject({
      betType: 'system',
      systemType: { winCount: 2, totalCount: 3 },
      stake: 200,
      stakeSource: 'sharing',
    });
    expect(state().ticket.bets[0]?.selections.map((s) => s.nameA)).toEqual(['Home 1', 'Home 2', 'Home 3']);
    expect(state().loadingShared).toBe(false);
  });

  it('says so when the code is unknown', async () => {
    stubApi({ 'GET /api/v2/bets/share-code': json({ code: 'not_found', message: 'share code' }, 404) });
    renderSlip(<ShareNoticeModal />, client);
    await act(() => applyShareCode('ZZZZ2345'));
    expect(state().shareNotice).toBe('share-bet.not-found-modal.link-not-found');
    expect(screen.getByText('This bet link was not found or has expired.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(state().shareNotice).toBeNull();
  });

  it('suggests another bet when none of the selections exists any more', async () => {
    stubApi({
      'GET /api/v2/bets/share-code': json({ bets: [sharedSystem] }),
      'GET /api/v2/matches/1': json({ code: 'not_found', message: 'gone' }, 404),
      'GET /api/v2/matches/2': json({ code: 'not_found', message: 'gone' }, 404),
      'GET /api/v2/matches/3': json({ code: 'not_found', message: 'gone' }, 404),
    });
    await applyShareCode('ABCD2345');
    expect(state().ticket.bets).toEqual([]);
    expect(state().shareNotice).toBe('share-bet.not-found-modal.link-try-another-bet');
  });

  it('asks to try later when the service fails', async () => {
    stubApi({ 'GET /api/v2/bets/share-code': json({ code: 'internal_error', message: 'boom' }, 500) });
    await applyShareCode('ABCD2345');
    expect(state().shareNotice).toBe('share-bet.not-found-modal.link-try-later');
  });
});
