/**
 * The jackpot calls (spec platform §7) and their timing (spec: jackpots refetch every 15 s, hits every 60 s with
 * a default limit of 10). With the jackpots flag off the server answers 404 and everything jackpot hides. A
 * failed call is reported only when it is not a 400, 404 or 500 (spec: the jackpot fetch error rule).
 */
import type { FitJackpotsResponse, Jackpot, JackpotHit } from '@sportsbook/contract';
import type { PlaceBetPayload } from '@sportsbook/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api';

export const JACKPOT_REFETCH_MS = 15_000;
export const HITS_REFETCH_MS = 60_000;
export const HITS_LIMIT = 10;

export const jackpotKeys = {
  all: ['jackpots'] as const,
  list: (locale: string) => ['jackpots', 'list', locale] as const,
  hits: (locale: string) => ['jackpots', 'hits', locale] as const,
  unseen: (player: string) => ['jackpots', 'unseen', player] as const,
};

/** True when a failed jackpot call should be reported (logged, which error reporting picks up). */
export function reportable(error: unknown): boolean {
  return !(isApiError(error) && [400, 404, 500].includes(error.status));
}

/** Runs `call`, reporting its failure by the jackpot rule, and fails as it did. */
async function reported<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (reportable(error)) console.error('jackpot call failed', error);
    throw error;
  }
}

export const jackpotQueries = {
  /** The jackpots a slip bet would take part in (POST /jackpots) at any stake: its selections and bonus. */
  fit: (locale: string, bet: Omit<PlaceBetPayload, 'stake'>) =>
    queryOptions({
      queryKey: ['jackpots', 'fit', locale, JSON.stringify(bet)] as const,
      queryFn: ({ signal }) =>
        reported(
          apiFetch<FitJackpotsResponse>('/api/v2/jackpots', {
            locale,
            signal,
            method: 'POST',
            body: { meta: { device_id: 'slip' }, bets: [bet] },
          }),
        ),
      select: (answer) => answer.data[0]?.jackpots ?? [],
      staleTime: 5_000,
      retry: false,
    }),
  list: (locale: string) =>
    queryOptions({
      queryKey: jackpotKeys.list(locale),
      queryFn: ({ signal }) =>
        reported(apiFetch<{ data: Jackpot[] }>('/api/v2/jackpots', { locale, signal })),
      select: (answer) => answer.data,
      refetchInterval: JACKPOT_REFETCH_MS,
      retry: false,
    }),
  hits: (locale: string) =>
    queryOptions({
      queryKey: jackpotKeys.hits(locale),
      queryFn: ({ signal }) =>
        reported(
          apiFetch<{ data: JackpotHit[] }>('/api/v2/jackpot-hits', {
            locale,
            signal,
            query: { limit: HITS_LIMIT },
          }),
        ),
      select: (answer) => answer.data,
      refetchInterval: HITS_REFETCH_MS,
      retry: false,
    }),
  /** The signed-in player's hits not seen yet. */
  unseen: (locale: string, player: string) =>
    queryOptions({
      queryKey: jackpotKeys.unseen(player),
      queryFn: ({ signal }) =>
        reported(
          apiFetch<{ data: JackpotHit[] }>('/api/v2/jackpot-hits', {
            locale,
            signal,
            query: { for_user: true, unseen: true, limit: HITS_LIMIT },
          }),
        ),
      select: (answer) => answer.data,
      refetchInterval: HITS_REFETCH_MS,
      retry: false,
    }),
};

/** POST /jackpot-hits/mark-as-seen. */
export const markHitsSeen = (locale: string, ids: readonly string[]) =>
  apiFetch<{ updated: number }>('/api/v2/jackpot-hits/mark-as-seen', {
    locale,
    method: 'POST',
    body: { ids },
  });
