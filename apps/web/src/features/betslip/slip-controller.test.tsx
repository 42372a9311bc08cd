import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueKeys } from '@/lib/queries/catalogue';
import {
  aSettings,
  json,
  marketsOf,
  matchAnswers,
  matches,
  pick,
  renderSlip,
  slipQueryClient,
  storeSlip,
  stubApi,
} from '@/testing/slip';
import { SlipController } from './slip-controller';
import { toggleSelection } from './slip-engine';
import { STORAGE_KEYS } from './slip-persistence';
import {
  configureSlipHost,
  toggleSelection as pickBeforeStart,
  resetSlipStore,
  useSlipStore,
} from './slip-store';

const session = vi.hoisted(() => ({
  account: null as null | { currency: string; balance: number; subunits: number },
}));
vi.mock('@/session/session', () => ({
  useSession: () => ({
    isLoggedIn: session.account !== null,
    status: session.account ? 'logged_in' : 'not_logged_in',
    player: null,
    account: session.account,
  }),
  requestSignIn: vi.fn(),
}));
const pathname = vi.hoisted(() => ({ current: '/football' }));
vi.mock('@/i18n/navigation', () => ({ usePathname: () => pathname.current }));

const state = () => useSlipStore.getState();

beforeEach(() => {
  resetSlipStore();
  sessionStorage.clear();
  session.account = null;
  pathname.current = '/football';
  window.history.replaceState(null, '', '/sports/football');
});
afterEach(cleanup);

function renderController() {
  const client = slipQueryClient();
  client.setQueryData(catalogueKeys.settings('en'), aSettings({ auto_accept_odds_change: 'higher' }));
  return { client, ...renderSlip(<SlipController />, client) };
}

/** The controller's engine has loaded and started: it writes the slip's items at once when it starts. */
const engineStarted = () => waitFor(() => expect(sessionStorage.getItem(STORAGE_KEYS.toggle)).not.toBeNull());

describe('SlipController', () => {
  it('restores the stored slip on load and applies the site settings and the player currency', async () => {
    configureSlipHost({ queryClient: slipQueryClient() });
    storeSlip(() => toggleSelection(pick(1)));
    stubApi(matchAnswers([1]));
    session.account = { currency: 'BRL', balance: 10_000, subunits: 100 };
    renderController();
    // The engine comes after the page: until then the slip is the empty one the server drew.
    expect(state().ticket.selectedOutcomeIds).toEqual([]);
    await waitFor(() => expect(state().ticket.selectedOutcomeIds).toEqual(['1/1//1']));
    await waitFor(() =>
      expect(state().ticket.config).toMatchObject({ oddsAcceptance: 'higher', currency: 'BRL' }),
    );
    await waitFor(() => expect(state().ticket.isRestoring).toBe(false));
    // Storage follows when the browser is idle.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.bets) ?? '[]')[0].currency).toBe('BRL'),
    );
  });

  it('applies a shared bet code from the URL and removes it', async () => {
    window.history.replaceState(null, '', '/sports/football?betCode=ABCD2345&x=1');
    stubApi({
      'GET /api/v2/bets/share-code': json({
        bets: [
          {
            type: 'single',
            stake: { value: 300, currency: 'EUR' },
            selections: [{ match_id: 2, market_id: 1, specifier: '', outcome_id: 'X', odds: 3.2 }],
          },
        ],
      }),
      'GET /api/v2/matches/2': json(matches[1]),
      'GET /api/v2/matches/2/markets': json({ data: marketsOf(2), pagination: {} }),
    });
    renderController();
    await waitFor(() => expect(window.location.search).toBe('?x=1'));
    await waitFor(() => expect(state().ticket.selectedOutcomeIds).toEqual(['2/1//X']));
    expect(state().ticket.bets[0]?.stake).toBe(300);
  });

  it('closes the panel on a route change but not on the first page', async () => {
    toggleSelection(pick(1));
    expect(state().panel.isOpen).toBe(true);
    const { rerender } = renderController();
    await engineStarted();
    expect(state().panel.isOpen).toBe(true);
    pathname.current = '/live';
    rerender(<SlipController />);
    expect(state().panel.isOpen).toBe(false);
  });

  it('keeps a pick made before the engine started, after the stored slip it restores', async () => {
    configureSlipHost({ queryClient: slipQueryClient() });
    storeSlip(() => toggleSelection(pick(1)));
    stubApi(matchAnswers([1]));
    renderController();
    pickBeforeStart(pick(2, 'X'));
    expect(state().ticket.selectedOutcomeIds).toEqual([]);
    await waitFor(() => expect(state().ticket.selectedOutcomeIds).toEqual(['1/1//1', '2/1//X']));
  });
});
