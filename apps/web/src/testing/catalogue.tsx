/**
 * Test helpers of the catalogue features: the providers a component needs (English texts, a fresh query cache)
 * and builders of matches and markets in the contract's shape. Test code only.
 */
import type { Market, Match, Outcome } from '@sportsbook/contract';
import { aMarket as contractMarket, aMatch as contractMatch } from '@sportsbook/contract/testing';
import type { DecimalOdds } from '@sportsbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { ProviderStatusesProvider } from '@/catalogue/odds/provider-statuses';
import events from '../../messages/en/events.json';
import match from '../../messages/en/match.json';
import mybets from '../../messages/en/mybets.json';
import search from '../../messages/en/search.json';

const testMessages = { events, match, search, mybets };

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={testMessages} timeZone="UTC">
      <QueryClientProvider client={client}>
        <ProviderStatusesProvider>{children}</ProviderStatusesProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}

/** Renders `ui` with English texts and `client` (a fresh cache by default). */
export function renderWithProviders(ui: ReactElement, client: QueryClient = testQueryClient()) {
  const result = render(ui, { wrapper: ({ children }) => <Providers client={client}>{children}</Providers> });
  return { ...result, client };
}

const odds = (value: number) => value as DecimalOdds;

export function anOutcome(id: string, name: string, value: number, active = true): Outcome {
  return { id, name, active, odds: odds(value) };
}

/** The contract's valid market, with this feature's outcome names and priority. */
export function aMarket(overrides: Partial<Market> = {}): Market {
  return contractMarket({
    outcomes: [anOutcome('1', 'Home FC', 2.1), anOutcome('X', 'Draw', 3.2), anOutcome('2', 'Away FC', 3.5)],
    priority: 1,
    ...overrides,
  });
}

/** The contract's valid match, numbered by `id` (slug, urn, main market follow it). */
export function aMatch(overrides: Partial<Match> = {}): Match {
  const id = overrides.id ?? 1;
  return contractMatch({
    id,
    urn_id: `sr:match:${id}`,
    slug: `home-fc-away-fc-${id}`,
    tournament: { id: 10, slug: 'england-premier-league', name: 'Premier League' },
    category: { id: 5, slug: 'england', name: 'England', country_code: 'GB-ENG' },
    home: { id: 100, name: 'Home FC', logo: null },
    available_markets: 30,
    main_market: aMarket({ match_urn_id: `sr:match:${id}` }),
    top_markets: 3,
    is_provider_stats_available: false,
    ...overrides,
  });
}
