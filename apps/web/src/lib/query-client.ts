/**
 * TanStack Query clients. The browser keeps one client for the life of the tab (realtime patches and the bet
 * slip read the same cache); the server makes one per request, because a cache shared between requests would
 * leak one visitor's data into another's page.
 */
import { isServer, QueryClient } from '@tanstack/react-query';
import { cache } from 'react';
import { isApiError } from './api';

/** Default freshness: realtime events keep catalogue data current, so a refetch on every mount is waste. */
const DEFAULT_STALE_TIME = 30_000;

function retry(failureCount: number, error: unknown): boolean {
  // A 4xx will answer the same again; only network failures and 5xx are worth another try.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** A new client with the app's defaults. */
function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME,
        retry,
        // Realtime covers changes while the tab is hidden; refetching every match list on focus is noise.
        refetchOnWindowFocus: false,
      },
      dehydrate: {
        // Stream pending server prefetches to the client instead of waiting for them (TanStack's SSR guide).
        shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'pending',
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The client for this environment: a fresh one per call on the server, the tab's singleton in the browser. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/**
 * The query client of the current server request, shared by every server component rendering it: prefetch
 * into it, then wrap the client part in `<HydrationBoundary state={dehydrate(getServerQueryClient())}>`.
 */
export const getServerQueryClient = cache(makeQueryClient);
