/**
 * Test helpers of the bet slip: a query cache holding a few matches and their markets, picks of their outcomes,
 * and a fetch stand-in that answers by method and path. Test code only.
 */

import type { Market, Match, SettingsResponse } from '@sportsbook/contract';
import { SiteSettingsSchema, siteSettingsAnswer } from '@sportsbook/contract/site';
import type { Money } from '@sportsbook/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import type { OddsPick } from '@/catalogue/odds/odds-button';
import { persistSlip, slipActions } from '@/features/betslip/slip-engine';
import { resetSlipStore, slipEngineStarted } from '@/features/betslip/slip-store';
import { catalogueKeys } from '@/lib/queries/catalogue';
import betslip from '../../messages/en/betslip.json';
import common from '../../messages/en/common.json';
import events from '../../messages/en/events.json';
import payments from '../../messages/en/payments.json';
import shell from '../../messages/en/shell.json';
import { aMarket, aMatch, anOutcome, testQueryClient } from './catalogue';

/** Three matches with a 1x2 market (1, X, 2) and a total market each; match 3 is live. */
export const matches: Match[] = [1, 2, 3].map((id) =>
  aMatch({
    id,
    name: `Home ${id} - Away ${id}`,
    home: { id: id * 10, name: `Home ${id}`, logo: null },
    away: { id: id * 10 + 1, name: `Away ${id}`, logo: null },
    status: id === 3 ? 1 : 0,
    isLive: id === 3,
  }),
);

export function marketsOf(matchId: number): Market[] {
  return [
    aMarket({ match_urn_id: `sr:match:${matchId}` }),
    aMarket({
      match_urn_id: `sr:match:${matchId}`,
      id: 18,
      name: 'Total',
      specifier: 'total=2.5',
      market_groups: ['totals'],
      outcomes: [anOutcome('12', 'Over 2.5', 1.9), anOutcome('13', 'Under 2.5', 1.95)],
    }),
  ];
}

/** A query client holding the matches and their markets in English. */
export function slipQueryClient(): QueryClient {
  const client = testQueryClient();
  for (const match of matches) {
    client.setQueryData(catalogueKeys.match('en', match.id), match);
    client.setQueryData(catalogueKeys.markets('en', match.id), {
      data: marketsOf(match.id),
      pagination: { total: 2, page: 1, limit: 500, last_page: 1 },
    });
  }
  return client;
}

/** A pick of outcome `outcomeId` of the 1x2 market (or `marketId` line) of `matchId`, as an odds button sends it. */
export function pick(matchId: number, outcomeId = '1', marketId = 1, specifier = ''): OddsPick {
  const market = marketsOf(matchId).find((m) => m.id === marketId && m.specifier === specifier);
  const outcome = market?.outcomes.find((o) => o.id === outcomeId);
  if (!outcome) throw new Error(`no outcome ${outcomeId}`);
  return { selection: { matchId, marketId, specifier, outcomeId }, outcome };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = Response | Error | ((init: RequestInit | undefined) => Response | Error | Promise<Response>);

/**
 * Stubs fetch with answers per "METHOD /path" (the query string ignored); unknown calls answer 404. Returns the
 * mock, whose calls hold each request's URL and init.
 */
export function stubApi(routes: Record<string, Answer | Answer[]>) {
  const queues = new Map(
    Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]),
  );
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const queue = queues.get(key);
    const answer = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!answer) return json({ code: 'not_found', message: `no route ${key}` }, 404);
    const result = typeof answer === 'function' ? await answer(init) : answer;
    if (result instanceof Error) throw result;
    return result.clone();
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The headers of the n-th call to the stub whose path is `path`. */
export function callsTo(fn: ReturnType<typeof stubApi>, path: string) {
  return fn.mock.calls
    .filter(([input]) => String(input).split('?')[0] === path)
    .map(([input, init]) => ({ url: String(input), init, headers: new Headers(init?.headers) }));
}

/** Site settings as the demo server answers them, with `overrides`. */
export function aSettings(overrides: Partial<SettingsResponse> = {}): SettingsResponse {
  return {
    ...siteSettingsAnswer(SiteSettingsSchema.parse({})),
    stakes: [500, 1000, 2500] as Money[],
    auto_accept_odds_change: 'none',
    odds_types: { available: ['european'], selected: 'european' },
    updated_at: null,
    video_settings: { enabled: true },
    provider_statuses: {},
    sport_type_providers: { regular: 'betradar' },
    multi_bet_settings: { available_by_provider: { betradar: false } },
    ...overrides,
  };
}

/** English texts of the namespaces the slip renders. */
const slipMessages = { betslip, common, shell, events, payments };

/**
 * Renders `ui` with the slip's English texts and `client`. A missing text fails the test instead of showing
 * its key, so every key the slip uses must exist.
 */
export function renderSlip(ui: ReactElement, client: QueryClient) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <NextIntlClientProvider
        locale="en"
        messages={slipMessages}
        timeZone="UTC"
        onError={(error) => {
          throw error;
        }}
      >
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </NextIntlClientProvider>
    ),
  });
}

/** The engine as SlipController starts it, without its restore: the store's actions run in it from now on. */
export function startSlipEngine(): void {
  slipEngineStarted(slipActions);
}

/** GET /matches/{id} and its markets for these of the test matches (a restore's refresh), as stubApi routes. */
export function matchAnswers(ids: readonly number[] = matches.map((m) => m.id)): Record<string, Response> {
  const routes: Record<string, Response> = {};
  for (const match of matches.filter((m) => ids.includes(m.id))) {
    routes[`GET /api/v2/matches/${match.id}`] = json(match);
    routes[`GET /api/v2/matches/${match.id}/markets`] = json({ data: marketsOf(match.id), pagination: {} });
  }
  return routes;
}

/** Session storage as a page leaves it once `fill` has changed the slip; the store is then empty, as on a new page. */
export function storeSlip(fill: () => void): void {
  const stop = persistSlip();
  fill();
  stop();
  resetSlipStore();
}

/** The slip's internals that tests outside features/betslip drive directly. */
export { toggleSelection } from '@/features/betslip/slip-engine';
export { configureSlipHost, resetSlipStore } from '@/features/betslip/slip-store';
