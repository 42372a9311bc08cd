import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadSlipViews, useSlipStore } from '@/features/betslip';
import { catalogueKeys } from '@/lib/queries/catalogue';
import { SiteRulesProvider } from '@/session/site-rules';
import {
  aSettings,
  configureSlipHost,
  pick,
  renderSlip,
  resetSlipStore,
  slipQueryClient,
  startSlipEngine,
  toggleSelection,
} from '@/testing/slip';
import { BetSlipPanel } from './bet-slip-panel';

vi.mock('@/session/session', () => ({
  useSession: () => ({ isLoggedIn: true, status: 'logged_in', player: null, account: null }),
  requestSignIn: vi.fn(),
}));
vi.mock('@/session/settings', () => ({ useUpdateSettings: () => vi.fn() }));
vi.mock('@/i18n/navigation', async () => (await import('@/i18n/navigation-mock')).navigationMock);
vi.mock('@/features/my-bets/my-bets-tab', () => ({ MyBetsTab: () => <p>my bets list</p> }));

// One list for the page, as in a browser, whose `matches` follows the viewport (the app keeps the list it got).
const viewport = { matches: true, addEventListener: () => {}, removeEventListener: () => {} };
function setViewport(desktop: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => Object.assign(viewport, { media }));
  viewport.matches = desktop;
}

// The slip's form loads on first use in the app; loaded here, picks show in the same render.
beforeAll(() => preloadSlipViews());

beforeEach(() => {
  resetSlipStore();
  startSlipEngine();
  setViewport(true);
});
afterEach(cleanup);

const RULES = {
  signInBlocked: false,
  depositFieldsRequired: false,
  phoneVerificationRequired: false,
  myBetsHidden: false,
  shareBetOff: false,
};

function renderPanel(placement: 'sidebar' | 'sheet' = 'sidebar', rules = RULES) {
  const client = slipQueryClient();
  client.setQueryData(catalogueKeys.settings('en'), aSettings());
  configureSlipHost({ locale: 'en', isLoggedIn: true, queryClient: client });
  return renderSlip(
    <SiteRulesProvider rules={rules}>
      <BetSlipPanel placement={placement} />
    </SiteRulesProvider>,
    client,
  );
}

describe('BetSlipPanel', () => {
  it('shows the slip with its count, and my bets on the other tab, keeping the tab in the store', async () => {
    renderPanel();
    act(() => {
      toggleSelection(pick(1));
      toggleSelection(pick(2));
    });
    const slipTab = screen.getByRole('tab', { name: /Bet slip/ });
    expect(slipTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('slip-count').textContent).toBe('2');
    expect(screen.getAllByTestId('slip-selection')).toHaveLength(2);

    const myBets = screen.getByRole('tab', { name: 'My bets' });
    fireEvent.mouseDown(myBets);
    expect(useSlipStore.getState().panel.tab).toBe('MY_BETS');
    expect(await screen.findByText('my bets list')).toBeTruthy();
  });

  it('has no My bets tab when the site settings hide it, and shows the slip though my bets were open', () => {
    act(() => useSlipStore.setState((s) => ({ panel: { ...s.panel, tab: 'MY_BETS' } })));
    renderPanel('sidebar', { ...RULES, myBetsHidden: true });
    expect(screen.queryByRole('tab', { name: 'My bets' })).toBeNull();
    expect(screen.getByRole('tab', { name: /Bet slip/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('my bets list')).toBeNull();
  });

  it('leaves the sidebar empty below the desktop width, where the sheet holds the slip', () => {
    setViewport(false);
    const { container } = renderPanel('sidebar');
    expect(container.innerHTML).toBe('');
    cleanup();
    renderPanel('sheet');
    expect(screen.getByTestId('bet-slip-panel')).toBeTruthy();
  });
});
