import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestSignIn } from '@/session/session';
import { aBet, aPage, cents, renderWithProviders, stubFetch } from '@/testing/bets';
import { BetList } from './bet-list';

const session = vi.hoisted(() => ({
  current: {
    status: 'logged_in',
    isLoggedIn: true,
    player: { id: 'u1' } as { id: string } | null,
    account: null,
  },
}));
vi.mock('@/session/session', () => ({ useSession: () => session.current, requestSignIn: vi.fn() }));

const realtime = vi.hoisted(() => ({
  channel: null as string | null,
  publish: (_: unknown) => {},
  resync: () => {},
}));
vi.mock('@/lib/realtime/connection', () => ({
  useSubscription: (channel: string | null, onPublication: (d: unknown) => void, onResync: () => void) => {
    realtime.channel = channel;
    realtime.publish = onPublication;
    realtime.resync = onResync;
  },
}));
vi.mock('@/i18n/navigation', async () => (await import('@/i18n/navigation-mock')).navigationMock);

// jsdom has no layout: the list's scroller is 800 px high and each card, as it measures itself, 150 px.
const CARD_HEIGHT = 150;
beforeEach(() => {
  session.current = { status: 'logged_in', isLoggedIn: true, player: { id: 'u1' }, account: null };
  const height = (element: HTMLElement) => (element.dataset.index === undefined ? 800 : CARD_HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return new DOMRect(0, 0, 400, height(this));
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return height(this);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(800);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(400);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const cards = () => screen.queryAllByTestId('my-bet').map((c) => `${c.dataset.betId}:${c.dataset.status}`);

function serveBets(answer: (url: URL) => { status?: number; body: unknown }) {
  return stubFetch((url) => (url.pathname === '/api/v3/bets' ? answer(url) : undefined));
}

describe('BetList', () => {
  it('asks an anonymous visitor to sign in', () => {
    session.current = { status: 'not_logged_in', isLoggedIn: false, player: null, account: null };
    renderWithProviders(<BetList variant="tab" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requestSignIn).toHaveBeenCalledWith('my_bets');
    expect(screen.getByText('Sign in to see your bets')).toBeTruthy();
  });

  it('says it is loading, then lists the bets with a link to the full history', async () => {
    serveBets(() => ({ body: aPage([aBet('a'), aBet('b', { status: 'done', result: 'lose_entire' })]) }));
    renderWithProviders(<BetList variant="tab" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your bets…');
    await screen.findAllByTestId('my-bet');
    expect(cards()).toEqual(['a:waiting_results', 'b:done']);
    expect(screen.getByText('2 bets of 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open full bets history' }).getAttribute('href')).toBe(
      '/sports/bets-history',
    );
  });

  it('mounts only the cards near the view of a long list', async () => {
    const many = Array.from({ length: 500 }, (_, i) => aBet(`b${i}`));
    serveBets(() => ({ body: aPage(many, 1, 1, 520) }));
    renderWithProviders(<BetList variant="tab" />);
    await screen.findAllByTestId('my-bet');
    expect(screen.getByText('500 bets of 520')).toBeTruthy();
    const shown = cards();
    expect(shown[0]).toBe('b0:waiting_results');
    // 800 px of 150 px cards and a few either side, not 500.
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(20);
  });

  it('filters by list and result, asking the server for those bets', async () => {
    const fetchMock = serveBets((url) => ({
      body: aPage(
        url.searchParams.get('result') === 'win' ? [aBet('w', { status: 'done', result: 'win_entire' })] : [],
      ),
    }));
    renderWithProviders(<BetList variant="page" />);
    await screen.findByText('No bets yet');
    fireEvent.click(screen.getByRole('button', { name: 'Settled' }));
    expect(screen.getByRole('button', { name: 'Settled' }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByText('No bets here');
    fireEvent.click(screen.getByRole('button', { name: 'Won' }));
    await screen.findAllByTestId('my-bet');
    expect(cards()).toEqual(['w:done']);
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(last.searchParams.get('status')).toBe('cashed_out,done,cancelled,rejected');
    // Open bets have no result yet: the result filter goes away and resets.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Won' })).toBeNull();
    await screen.findByText('No bets here');
    const open = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(open.searchParams.get('result')).toBe('all');
  });

  it('loads more pages until the last one', async () => {
    serveBets((url) => {
      const page = Number(url.searchParams.get('page'));
      return { body: aPage([aBet(`p${page}`)], page, 2, 2) };
    });
    renderWithProviders(<BetList variant="page" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more bets' }));
    await screen.findByText('2 bets of 2');
    expect(cards()).toEqual(['p1:waiting_results', 'p2:waiting_results']);
    expect(screen.queryByRole('button', { name: 'Show more bets' })).toBeNull();
  });

  it('applies bet_changed and bet_cashout_changed from the private channel to the list shown', async () => {
    serveBets(() => ({ body: aPage([aBet('a'), aBet('b')]) }));
    renderWithProviders(<BetList variant="tab" />);
    await screen.findAllByTestId('my-bet');
    expect(realtime.channel).toBe('$user:u1');
    act(() => {
      realtime.publish({ type: 'bet_changed', data: aBet('n', { status: 'submitted' }) });
      realtime.publish({
        type: 'bet_changed',
        data: aBet('b', { status: 'done', result: 'win_entire', win_amount: cents(2000) }),
      });
      realtime.publish({ type: 'bet_cashout_changed', data: { bet_id: 'a', to_cashout: 750 } });
      realtime.publish({ type: 'balance_changed', data: { currency: 'EUR', balance: 1, subunits: 100 } });
      realtime.publish({ type: 'bet_changed', data: { id: 'broken' } });
    });
    await screen.findByText('Cash out €7.50');
    expect(cards()).toEqual(['n:submitted', 'a:waiting_results', 'b:done']);
    const b = screen.getAllByTestId('my-bet')[2] as HTMLElement;
    expect(within(b).getByText('Paid').nextSibling?.textContent).toBe('€20.00');
  });

  it('says when the bets could not be loaded and retries', async () => {
    let fail = true;
    serveBets(() =>
      fail ? { status: 500, body: { code: 'internal_error', message: 'x' } } : { body: aPage([aBet('a')]) },
    );
    renderWithProviders(<BetList variant="tab" />);
    await screen.findByText("We couldn't load your bets");
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findAllByTestId('my-bet');
  });
});
