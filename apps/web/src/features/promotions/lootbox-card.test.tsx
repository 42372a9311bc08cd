import type { Hunting } from '@sportsbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import programmes from '../../../messages/en/programmes.json';
import { LootboxCard } from './lootbox-card';

const calls: { path: string; body: unknown }[] = [];
const answer = vi.fn<() => unknown>();
vi.mock('@/lib/api', async () => {
  const { ApiError } = await import('@/lib/api/api-error');
  return {
    ApiError,
    isApiError: (e: unknown) => e instanceof ApiError,
    apiFetch: async (path: string, options: { body?: unknown }) => {
      calls.push({ path, body: options.body });
      return answer();
    },
  };
});

vi.mock('@/session/session', () => ({ useSession: () => ({ player: { id: 'me' }, status: 'logged_in' }) }));

const freebet = (id: string, name: string, amount: number) => ({
  id,
  type: 'freebet',
  name,
  amount,
  boosted_amount: Math.floor(amount * 1.5),
  currency: 'EUR',
  expired_at: null,
});

const lootbox = (boxes: number, freebets: ReturnType<typeof freebet>[]) =>
  ({
    id: 'match-lootbox',
    type: 'lootbox',
    name: 'Match lootbox',
    description: 'A box per match.',
    boost_multiplier: 1.5,
    show_in_promotion: true,
    requires_activation: false,
    activated_at: null,
    issued: {
      is_active: true,
      currency: 'EUR',
      boxes,
      freebets_to_boost: freebets,
      farming_stats: { potential_freebet_amount: 0 },
    },
  }) as unknown as Hunting;

function show(l: Hunting) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ programmes }}>
        <LootboxCard lootbox={l} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);
beforeEach(() => {
  calls.length = 0;
  answer.mockReset();
});

describe('LootboxCard', () => {
  it('boosts the chosen freebet and says what it became', async () => {
    answer.mockReturnValue({
      bonus: {
        id: 'fb-2',
        name: 'Kickoff freebet',
        issued: { currency: 'EUR', amount: 1500, boost_multiplier: 1.5 },
        boost_data: { amount_before: 1000, amount_after: 1500, multiplier: 1.5 },
      },
    });
    show(lootbox(1, [freebet('fb-1', 'Welcome freebet', 500), freebet('fb-2', 'Kickoff freebet', 1000)]));
    expect(screen.getByText('1 box to use')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Choose the freebet to boost' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Welcome freebet/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Kickoff freebet: €10.00 → €15.00/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Boost' }));
    expect(await screen.findByText('Boosted: Kickoff freebet went from €10.00 to €15.00.')).toBeTruthy();
    expect(calls).toEqual([{ path: '/api/v2/bonuses/match-lootbox/boost', body: { freebet_id: 'fb-2' } }]);
  });

  it('words a refusal by its code', async () => {
    const { ApiError } = await import('@/lib/api/api-error');
    answer.mockImplementation(() => {
      throw new ApiError(409, { code: 'freebet_already_boosted', message: 'boosted' });
    });
    show(lootbox(1, [freebet('fb-1', 'Welcome freebet', 500)]));
    fireEvent.click(screen.getByRole('button', { name: 'Boost' }));
    expect(await screen.findByText('This freebet has been boosted already.')).toBeTruthy();
  });

  it('asks for a freebet when a box waits and none can be boosted, and offers nothing without a box', () => {
    const { unmount } = show(lootbox(1, []));
    expect(screen.getByText(/Hold a freebet to use a box on it/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Boost' })).toBeNull();
    unmount();
    show(lootbox(0, [freebet('fb-1', 'Welcome freebet', 500)]));
    expect(screen.getByText('No box to use')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('a programme that requires activation', () => {
  it('offers Activate, posts it, and says the player takes part', async () => {
    answer.mockReturnValue({ programme: { id: 'match-lootbox', activated_at: '2026-11-27T00:00:00.000Z' } });
    show({ ...lootbox(0, []), requires_activation: true });
    expect(screen.getByText(/only bets placed after activating count/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Activated: your bets count from now on.')).toBeTruthy();
    expect(calls).toEqual([{ path: '/api/v2/bonuses/match-lootbox/activate', body: undefined }]);
  });

  it('shows an activated one as such, and nothing for one open to everyone', () => {
    const { unmount } = show({
      ...lootbox(0, []),
      requires_activation: true,
      activated_at: '2026-11-27T00:00:00.000Z',
    });
    expect(screen.getByTestId('programme-activated').textContent).toBe('Activated: your bets count.');
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    unmount();
    show(lootbox(0, []));
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
  });
});
