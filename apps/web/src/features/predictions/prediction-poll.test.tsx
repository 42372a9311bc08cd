import type { VoteResponse, VoteResults } from '@sportsbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import predictions from '../../../messages/en/predictions.json';
import { PredictionPoll } from './prediction-poll';

const session = vi.hoisted(() => ({ status: 'logged_in' as string, requestSignIn: vi.fn() }));
vi.mock('@/session/session', () => ({
  useSession: () => ({ status: session.status, isLoggedIn: session.status === 'logged_in' }),
  requestSignIn: session.requestSignIn,
}));

let mine: VoteResponse = { prediction: null };
let results: VoteResults = { prediction_id: 'p', total: 0, answers: [] };
const calls: { path: string; method?: string; body?: unknown }[] = [];
vi.mock('@/lib/api', () => ({
  apiFetch: async (path: string, options: { method?: string; body?: { data: string } }) => {
    calls.push({ path, method: options.method, body: options.body });
    if (path === '/api/v2/vote/results') return results;
    if (options.method === 'POST') {
      mine = {
        prediction: {
          prediction_id: 'p',
          data: options.body?.data ?? '',
          created_at: '2026-01-01T00:00:00.000Z',
        },
      };
      results = {
        prediction_id: 'p',
        total: 4,
        answers: [
          { data: 'home', votes: 3 },
          { data: 'away', votes: 1 },
        ],
      };
    }
    return mine;
  },
}));

const OPTIONS = [
  { value: 'home', label: 'Arsenal' },
  { value: 'draw', label: 'Draw' },
  { value: 'away', label: 'Chelsea' },
];

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ predictions }}>
        <PredictionPoll predictionId="p" question="Who will win?" options={OPTIONS} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);
beforeEach(() => {
  session.status = 'logged_in';
  mine = { prediction: null };
  results = { prediction_id: 'p', total: 0, answers: [] };
  calls.length = 0;
});

describe('PredictionPoll', () => {
  it('votes with a click on an answer and then shows every answer’s share, the player’s own marked', async () => {
    show();
    const group = await screen.findByRole('group', { name: 'Who will win?' });
    const home = within(group).getByRole('button', { name: 'Arsenal' });
    fireEvent.click(home);
    const list = await screen.findByRole('list', { name: 'Results' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['ArsenalYour vote75%', 'Draw0%', 'Chelsea25%']);
    expect(screen.getByText('4 votes')).toBeTruthy();
    expect(calls).toContainEqual({
      path: '/api/v2/vote',
      method: 'POST',
      body: { prediction_id: 'p', data: 'home' },
    });
  });

  it('shows the results at once to a player who voted, and lets them change the vote', async () => {
    mine = { prediction: { prediction_id: 'p', data: 'away', created_at: '2026-01-01T00:00:00.000Z' } };
    results = { prediction_id: 'p', total: 1, answers: [{ data: 'away', votes: 1 }] };
    show();
    expect(await screen.findByRole('list', { name: 'Results' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change my vote' }));
    const away = within(screen.getByRole('group', { name: 'Who will win?' })).getByRole('button', {
      name: 'Chelsea',
    });
    expect(away.getAttribute('aria-pressed')).toBe('true');
  });

  it('asks a visitor to sign in instead of voting', async () => {
    session.status = 'not_logged_in';
    show();
    expect(screen.getByText('Sign in to vote and see what other players predict.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));
    expect(session.requestSignIn).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
