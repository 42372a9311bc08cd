import type { SettingsResponse, Tournament } from '@sportsbook/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favouritesKeys } from '@/catalogue/favourites/favourite-queries';
import { catalogueKeys } from '@/lib/queries/catalogue';
import { requestSignIn } from '@/session/session';
import { renderWithProviders, stubFetch, testQueryClient } from '@/testing/bets';
import { aMatch } from '@/testing/catalogue';
import { FavouritesPage } from './favourites-page';

const session = vi.hoisted(() => ({
  current: {
    status: 'logged_in',
    isLoggedIn: true,
    player: { id: 'u1' } as { id: string } | null,
    account: null,
  },
}));
vi.mock('@/session/session', () => ({ useSession: () => session.current, requestSignIn: vi.fn() }));
vi.mock('@/lib/realtime/connection', () => ({
  useSubscription: () => {},
  onRealtimeConnected: () => () => {},
}));
vi.mock('@/i18n/navigation', async () => (await import('@/i18n/navigation-mock')).navigationMock);

beforeEach(() => {
  session.current = { status: 'logged_in', isLoggedIn: true, player: { id: 'u1' }, account: null };
});
afterEach(cleanup);

const league = (id: number, name: string): Tournament => ({
  id,
  urn_id: `sr:tournament:${id}`,
  slug: `league-${id}`,
  name,
  priority: 1,
  type: 'match',
  category: { id: 5, slug: 'england', name: 'England', country_code: 'GB-ENG' },
  sport: { id: 1, key: 'football', name: 'Football', type: 'regular' },
  main_market_outcomes_count: 3,
  secondary_market_outcomes_count: 2,
});

function setup(favouriteMatches: ReturnType<typeof aMatch>[]) {
  let listed = favouriteMatches;
  const fetchMock = stubFetch(
    (url) =>
      url.pathname === '/api/v2/matches' && url.searchParams.get('favourite') === 'true'
        ? { body: { data: listed, pagination: { total: listed.length, page: 1, limit: 50, last_page: 1 } } }
        : undefined,
    (url, init) => {
      if (url.pathname !== '/api/v2/favourites/matches/1' || init?.method !== 'DELETE') return undefined;
      listed = [];
      return { body: { favoriteIds: [] } };
    },
  );
  const client = testQueryClient();
  client.setQueryData(catalogueKeys.settings('en'), { provider_statuses: {} } as SettingsResponse);
  client.setQueryData(favouritesKeys.ids('u1', 'matches'), {
    favoriteIds: favouriteMatches.map((m) => m.id),
  });
  client.setQueryData(favouritesKeys.ids('u1', 'tournaments'), { favoriteIds: [10] });
  client.setQueryData(catalogueKeys.tournaments('en'), {
    data: [league(10, 'Premier League'), league(11, 'Other')],
  });
  // A list cached before (maybe for another player) must not be what the page shows.
  client.setQueryData(catalogueKeys.matchPages('en', { favourite: true, match_status: [0, 1] }), {
    pages: [
      {
        data: [aMatch({ id: 99, name: 'Stale - Match' })],
        pagination: { total: 1, page: 1, limit: 50, last_page: 1 },
      },
    ],
    pageParams: [1],
  });
  renderWithProviders(<FavouritesPage />, client);
  return { fetchMock, client };
}

describe('FavouritesPage', () => {
  it('asks an anonymous visitor to sign in', () => {
    session.current = { status: 'not_logged_in', isLoggedIn: false, player: null, account: null };
    renderWithProviders(<FavouritesPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requestSignIn).toHaveBeenCalledWith('favourites');
  });

  it("lists the player's favourite matches and leagues, each with its star on", async () => {
    setup([aMatch({ id: 1 })]);
    const matches = await screen.findByRole('region', { name: 'Favourite matches' });
    await within(matches).findByRole('article', { name: 'Home FC - Away FC' });
    expect(screen.queryByText('Stale - Match')).toBeNull();
    expect(
      within(matches).getByRole('button', { name: 'Remove Home FC - Away FC from favourites' }),
    ).toBeTruthy();
    const leagues = screen.getByRole('region', { name: 'Favourite leagues' });
    expect(
      within(leagues)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Football · EnglandPremier League']);
    expect(
      within(leagues).getByRole('button', { name: 'Remove Premier League from favourites' }),
    ).toBeTruthy();
  });

  it('drops a match from the list when its star is turned off', async () => {
    setup([aMatch({ id: 1 })]);
    const star = await screen.findByRole('button', { name: 'Remove Home FC - Away FC from favourites' });
    fireEvent.click(star);
    await screen.findByText('No favourite matches');
  });
});
