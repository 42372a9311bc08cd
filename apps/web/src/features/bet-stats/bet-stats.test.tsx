import type { BetStatsResponse } from '@sportsbook/contract';
import type { Money } from '@sportsbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import betstats from '../../../messages/en/betstats.json';
import { BetStats } from './bet-stats';

const asked: { from: string }[] = [];
let fail = false;
vi.mock('@/lib/api', () => ({
  apiFetch: async (_path: string, options: { query: { from: string } }): Promise<BetStatsResponse> => {
    asked.push(options.query);
    if (fail) throw new Error('down');
    const days = Math.round((Date.now() - Date.parse(options.query.from)) / 86_400_000);
    return {
      bets_sum: (days === 7 ? 0 : 12_50) as Money,
      wins_sum: (days === 7 ? 0 : 20_00) as Money,
      period: { from: options.query.from, to: new Date().toISOString() },
    };
  },
}));

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ betstats }}>
        <BetStats currency="EUR" />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  asked.length = 0;
  fail = false;
});

describe('BetStats', () => {
  it('shows the last 30 days first, then the period the player picks', async () => {
    show();
    expect((await screen.findByTestId('bet-stats-staked')).textContent).toBe('€12.50');
    expect(screen.getByTestId('bet-stats-returned').textContent).toBe('€20.00');
    expect(screen.getByText('+€7.50')).toBeTruthy();
    const period = screen.getByRole('combobox', { name: 'Period' });
    fireEvent.change(period, { target: { value: '7' } });
    expect(await screen.findByText(/You placed no bets in this period\./)).toBeTruthy();
    expect(asked).toHaveLength(2);
    const days = (from: string) => Math.round((Date.now() - Date.parse(from)) / 86_400_000);
    expect(asked.map((q) => days(q.from))).toEqual([30, 7]);
  });

  it('says so in words when the stats cannot be loaded', async () => {
    fail = true;
    show();
    expect(await screen.findByText('Your bet stats could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
