/**
 * Test helpers of my bets and favourites: bets and selections in the contract's shape, GET /bets pages, the
 * providers (English texts, a fresh query cache) and a fetch stub answering by path. Test code only.
 */
import type { BetResponse, BetsResponse } from '@sportsbook/contract';
import type { DecimalOdds, Money } from '@sportsbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import type { BetPages } from '@/lib/queries/bets';
import events from '../../messages/en/events.json';
import match from '../../messages/en/match.json';
import mybets from '../../messages/en/mybets.json';

export const odds = (value: number) => value as DecimalOdds;
export const cents = (value: number) => value as Money;

type Selection = BetResponse['selections'][number];

export function aSelection(id: string, patch: Partial<Selection> = {}): Selection {
  return {
    id,
    status: 'no_results',
    market: { id: 1, name: '1x2' },
    outcome: { id: '1', name: 'Home FC' },
    odds: odds(2),
    specifier: '',
    match: {
      id: 1,
      slug: 'home-fc-away-fc-1',
      name: 'Home FC - Away FC',
      status: 0,
      start_time: '2026-05-01T18:00:00.000Z',
    },
    ...patch,
  };
}

export function aBet(id: string, patch: Partial<BetResponse> = {}): BetResponse {
  return {
    id,
    type: 'single',
    ref: `R${id.toUpperCase()}`,
    status: 'waiting_results',
    stake: { value: cents(1000), currency: 'EUR', subunits: 100 },
    win_amount: null,
    odds: odds(2),
    selections: [aSelection(`${id}-1`)],
    created_at: '2026-05-01T12:00:00.000Z',
    result: 'no_results',
    to_cashout: null,
    bonus: null,
    system: null,
    used_in_jackpot: false,
    is_vip: false,
    ...patch,
  };
}

/** One GET /bets answer. */
export function aPage(data: BetResponse[], page = 1, lastPage = 1, total = data.length): BetsResponse {
  return { data, pagination: { total, page, limit: 500, last_page: lastPage } };
}

/** A cached bets list of these pages. */
export function pagesOf(...pages: BetsResponse[]): BetPages {
  return { pages, pageParams: pages.map((p) => p.pagination.page) };
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={{ mybets, events, match }} timeZone="UTC">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
}

export function renderWithProviders(ui: ReactElement, client: QueryClient = testQueryClient()) {
  const result = render(ui, { wrapper: ({ children }) => <Providers client={client}>{children}</Providers> });
  return { ...result, client };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A route of {@link stubFetch}: the answer to a method and path, or a function of the request. */
export type FetchRoute = (
  url: URL,
  init: RequestInit | undefined,
) => { status?: number; body: unknown } | undefined;

/** Stubs `fetch`, answering each call with the first route that answers; the mock records every call. */
export function stubFetch(...routes: FetchRoute[]) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    for (const route of routes) {
      const answer = route(url, init);
      if (answer) return json(answer.body, answer.status);
    }
    return json({ code: 'not_found', message: `no stub for ${url.pathname}` }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The parsed JSON body of a recorded fetch call. */
export function bodyOf(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
