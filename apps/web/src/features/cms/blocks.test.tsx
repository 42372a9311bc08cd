/**
 * The blocks that reuse a feature: the one-match blocks (event markets, odds, match preview), the notifications,
 * bonuses and chat toggle blocks. The API is a stubbed fetch; anything it does not answer is a 404.
 */
import type { Bonus } from '@sportsbook/contract';
import type { BlockOf, ChatSettings } from '@sportsbook/contract/site';
import { EventStatus } from '@sportsbook/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OddsSelectionProvider } from '@/catalogue/odds/selectable-odds-button';
import { ChatToggle } from '@/features/chat';
import { aMarket, aMatch } from '@/testing/catalogue';
import { json, mockApi, testQueryClient } from '@/testing/session';
import bonuses from '../../../messages/en/bonuses.json';
import cms from '../../../messages/en/cms.json';
import common from '../../../messages/en/common.json';
import events from '../../../messages/en/events.json';
import match from '../../../messages/en/match.json';
import notifications from '../../../messages/en/notifications.json';
import { BonusesBlock } from './blocks/bonuses';
import { EventMarketsBlock, MatchPreviewBlock, OddsBlock } from './blocks/match';
import { NotificationsBlock } from './blocks/notifications';

vi.mock('@/i18n/navigation', async () => (await import('@/i18n/navigation-mock')).navigationMock);
vi.mock('@/lib/realtime/connection', async (original) => ({
  ...(await original<typeof import('@/lib/realtime/connection')>()),
  useSubscription: () => {},
}));
const session = vi.hoisted(() => ({
  status: 'not_logged_in' as string,
  player: null as { id: string } | null,
  requestSignIn: vi.fn(),
}));
vi.mock('@/session/session', () => ({
  useSession: () => ({ status: session.status, player: session.player, isLoggedIn: session.player !== null }),
  requestSignIn: session.requestSignIn,
}));

const messages = { bonuses, cms, common, events, match, notifications };
const toggle = vi.fn();
const selection = { usePickState: () => 'none' as const, toggle };

function show(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <QueryClientProvider client={testQueryClient()}>
        <OddsSelectionProvider value={selection}>{ui}</OddsSelectionProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const block = <T extends 'event_markets' | 'odds' | 'match_preview'>(type: T, eventId: number) =>
  ({ type, eventId }) as BlockOf<T>;
const M = '/api/v2/matches';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  session.status = 'not_logged_in';
  session.player = null;
});

describe('the one-match blocks', () => {
  const open = aMatch({ id: 7, name: 'Home FC - Away FC', away: { id: 200, name: 'Away FC', logo: null } });

  it('odds: the main market as buttons that add to the slip, with the match and its kick-off', async () => {
    mockApi({ [`GET ${M}/7`]: () => json(open) });
    show(<OddsBlock block={block('odds', 7)} locale="en" frameOrigins={[]} />);
    const link = await screen.findByRole('link', { name: 'Home FC - Away FC' });
    expect(link.getAttribute('href')).toBe(`/sports/football/${open.slug}`);
    expect(screen.getByRole('time')).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    fireEvent.click(buttons[0] as HTMLElement);
    expect(toggle).toHaveBeenCalledWith({
      selection: expect.objectContaining({ matchId: 7, outcomeId: '1' }),
      outcome: open.main_market?.outcomes[0],
    });
  });

  it('event markets: the market groups of the match page, each odd adding to the slip', async () => {
    const total = aMarket({ id: 18, name: 'Total', market_groups: ['totals'], specifier: 'total=2.5' });
    mockApi({
      [`GET ${M}/7`]: () => json(open),
      [`GET ${M}/7/markets`]: () =>
        json({
          data: [open.main_market, total],
          pagination: { total: 2, page: 1, limit: 500, last_page: 1 },
        }),
    });
    show(<EventMarketsBlock block={block('event_markets', 7)} locale="en" frameOrigins={[]} />);
    expect(await screen.findByRole('heading', { name: 'Home FC - Away FC' })).toBeTruthy();
    expect(await screen.findByRole('tablist', { name: match.markets.groupsLabel })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Home FC/ }).length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByRole('button', { name: /Home FC/ })[0] as HTMLElement);
    expect(toggle).toHaveBeenCalledWith(
      expect.objectContaining({ selection: expect.objectContaining({ matchId: 7 }) }),
    );
  });

  it('match preview: both sides, the kick-off and a link to the match page', async () => {
    mockApi({ [`GET ${M}/7`]: () => json(open) });
    show(<MatchPreviewBlock block={block('match_preview', 7)} locale="en" frameOrigins={[]} />);
    expect(await screen.findByText('Away FC')).toBeTruthy();
    expect(screen.getByText('Home FC')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Home FC - Away FC' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('link', { name: cms.match.open }).getAttribute('href')).toBe(
      `/sports/football/${open.slug}`,
    );
  });

  it('match preview of a live match: its score and clock', async () => {
    const live = aMatch({
      id: 8,
      status: EventStatus.live,
      isLive: true,
      total_score: { home: 2, away: 1 },
      away: { id: 200, name: 'Away FC', logo: null },
    });
    mockApi({ [`GET ${M}/8`]: () => json(live) });
    show(<MatchPreviewBlock block={block('match_preview', 8)} locale="en" frameOrigins={[]} />);
    expect(await screen.findByText('2 : 1')).toBeTruthy();
  });

  it('an unknown match, a finished one and a failing API are said in words', async () => {
    mockApi({
      [`GET ${M}/9`]: () => json({ ...open, id: 9, status: EventStatus.finished, isFinished: true }),
      [`GET ${M}/10`]: () => json({ code: 'unavailable', message: 'down' }, 503),
    });
    show(
      <>
        <OddsBlock block={block('odds', 404)} locale="en" frameOrigins={[]} />
        <MatchPreviewBlock block={block('match_preview', 9)} locale="en" frameOrigins={[]} />
        <EventMarketsBlock block={block('event_markets', 10)} locale="en" frameOrigins={[]} />
      </>,
    );
    expect(await screen.findByText(cms.match.gone)).toBeTruthy();
    expect(await screen.findByText('Home FC - Away FC has finished.', { exact: false })).toBeTruthy();
    expect(await screen.findByText(cms.match.error)).toBeTruthy();
    expect(screen.getByRole('button', { name: events.states.retry })).toBeTruthy();
  });
});

describe('the notifications block', () => {
  it('asks a visitor to sign in, in words and with a button', () => {
    show(<NotificationsBlock block={{ type: 'notifications' }} locale="en" frameOrigins={[]} />);
    expect(screen.getByRole('heading', { name: cms.notifications.title })).toBeTruthy();
    expect(screen.getByText(cms.notifications.signedOut)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: cms.notifications.signIn }));
    expect(session.requestSignIn).toHaveBeenCalled();
  });

  it("lists a player's notifications", async () => {
    session.status = 'logged_in';
    session.player = { id: 'p1' };
    mockApi({
      'GET /api/v2/notifications': () =>
        json({
          data: [
            {
              id: '00000000-0000-4000-8000-000000000001',
              title: 'Bet won',
              body: 'Your bet won',
              caption: null,
              type: 'bet_won',
              object_type: 'bet',
              object_id: 'b1',
              read: true,
              created_at: '2026-11-27T18:00:00.000Z',
            },
          ],
          pagination: { total: 1, page: 1, limit: 10, last_page: 1 },
        }),
    });
    show(<NotificationsBlock block={{ type: 'notifications' }} locale="en" frameOrigins={[]} />);
    expect(await screen.findByText('Bet won')).toBeTruthy();
    expect(screen.queryByText(cms.notifications.signedOut)).toBeNull();
  });
});

describe('the bonuses block', () => {
  const bonus = {
    id: 'b1',
    campaign_id: 'c1',
    name: 'Welcome freebet',
    description: 'A freebet for your first bet',
    type: 'freebet',
    status: 'available',
    valid_from: null,
    valid_to: null,
    issued: null,
    banners: null,
  } as unknown as Bonus;

  it('shows the open bonuses as cards, with a link to the promotions page', async () => {
    mockApi({ 'GET /api/v2/bonuses': () => json({ data: [bonus] }) });
    show(<BonusesBlock block={{ type: 'bonuses' }} locale="en" frameOrigins={[]} />);
    expect(await screen.findByRole('heading', { name: 'Welcome freebet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: cms.bonuses.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: cms.bonuses.all }).getAttribute('href')).toBe(
      '/sports/promotions',
    );
  });

  it('says so when none is open', async () => {
    mockApi({ 'GET /api/v2/bonuses': () => json({ data: [] }) });
    show(<BonusesBlock block={{ type: 'bonuses', title: { en: 'Offers' } }} locale="en" frameOrigins={[]} />);
    expect(await screen.findByText(cms.bonuses.empty)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Offers' })).toBeTruthy();
  });
});

describe('the chat toggle', () => {
  const chat = { type: 'sandbox', id: 'desk', region: null } as ChatSettings;

  it('says the chat is not there yet, then opens and closes it through its API', () => {
    render(<ChatToggle chat={chat} label="Chat with us" notReady={cms.chat.notReady} />);
    const button = screen.getByRole('button', { name: 'Chat with us' });
    fireEvent.click(button);
    expect(screen.getByRole('status').textContent).toBe(cms.chat.notReady);
    let open = false;
    const show = vi.fn((next: boolean) => {
      open = next;
    });
    vi.stubGlobal('SandboxChat', { show, isOpen: () => open });
    act(() => button.click());
    expect(show).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => button.click());
    expect(show).toHaveBeenLastCalledWith(false);
    // Closed from the widget itself: the next press opens it again.
    open = false;
    act(() => button.click());
    expect(show).toHaveBeenLastCalledWith(true);
  });
});
