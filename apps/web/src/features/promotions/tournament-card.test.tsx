import type { HuntingTournament, Leaderboard } from '@sportsbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import programmes from '../../../messages/en/programmes.json';
import { TournamentCard } from './tournament-card';

let publish: ((data: unknown) => void) | null = null;
vi.mock('@/lib/realtime/connection', () => ({
  useSubscription: (_channel: string, on: (data: unknown) => void) => {
    publish = on;
  },
}));
vi.mock('@/session/session', () => ({ useSession: () => ({ player: { id: 'me' }, status: 'logged_in' }) }));
const board = vi.fn<() => Leaderboard>();
vi.mock('@/lib/api', () => ({ apiFetch: async () => board() }));

const tournament = {
  id: 'season-hunt',
  type: 'tournament',
  name: 'Season hunt',
  description: 'Climb the leaderboard.',
  terms: '',
  status: 'active',
  valid_from: null,
  valid_to: '2030-01-01T00:00:00.000Z',
  min_odds: null,
  min_stake: 100,
  stake_currency: 'EUR',
  currency: 'EUR',
  currency_subunits: 100,
  pool: 10_000,
  farming_stats: { initial_pool: 10_000 },
  pool_share_bp: 500,
  prizes_bp: [5000, 3000, 2000],
  participants: 12,
  issued_hunting_tournament: { position: 12, farmed_amount: 100, farmed_freebets_count: 1 },
} as unknown as HuntingTournament;

const row = (position: number, own = false) => ({
  position,
  current_user: own,
  email: own ? 'me@example.com' : `p${position}***@e***.com`,
  farmed_amount: 1000 - position,
  currency_code: 'EUR',
  farmed_freebets_count: 1,
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ programmes }}>
        <TournamentCard tournament={tournament} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('TournamentCard', () => {
  beforeEach(() => {
    publish = null;
  });

  it("shows the pool, the leaderboard page and the player's own row below it, and follows the live pool", async () => {
    board.mockReturnValue({
      data: Array.from({ length: 10 }, (_, i) => row(i + 1)),
      pagination: { total: 12, page: 1, limit: 10, last_page: 2 },
      me: row(12, true),
    } as unknown as Leaderboard);
    show();
    expect(screen.getByTestId('tournament-pool').textContent).toBe('€100.00');
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(rows).toHaveLength(11);
    const own = rows.at(-1) as HTMLElement;
    expect(own.getAttribute('aria-current')).toBe('true');
    expect(within(own).getByText('You')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    act(() =>
      publish?.({ type: 'tournament_pool_changed', data: { id: 'other', pool: 99_999, participants: 1 } }),
    );
    expect(screen.getByTestId('tournament-pool').textContent).toBe('€100.00');
    act(() =>
      publish?.({
        type: 'tournament_pool_changed',
        data: { id: 'season-hunt', pool: 10_025, participants: 13 },
      }),
    );
    expect(screen.getByTestId('tournament-pool').textContent).toBe('€100.25');
    expect(screen.getByText('13')).toBeTruthy();
  });

  it('says so when no one is on the leaderboard yet', async () => {
    board.mockReturnValue({
      data: [],
      pagination: { total: 0, page: 1, limit: 10, last_page: 1 },
      me: null,
    } as unknown as Leaderboard);
    show();
    expect(await screen.findByText(/No one is on the leaderboard yet/)).toBeTruthy();
  });
});
