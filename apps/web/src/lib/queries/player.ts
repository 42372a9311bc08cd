/**
 * Query options of the signed-in player (GET /api/platform/player, .../player/accounts). Everything cached for
 * one player lives under `playerKeys.all`, so signing out removes it with one `removeQueries`.
 *
 * The player query resolves with `null` when signed out (the server answers 401), so "signed out" is data, not
 * an error: the session hook tells the two apart without retries. In the browser it does not even ask when the
 * readable CSRF cookie is missing: the server sets and clears it together with the httpOnly session cookie, so
 * without it there is no session to find, and a signed-out visit costs no request and logs no 401.
 */
import type { AccountsResponse, User } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { apiFetch, readCsrfToken } from '../api/client';

const PLATFORM = '/api/platform';

/** Query keys of the player's data; `all` is the prefix of every one of them. */
export const playerKeys = {
  all: ['player'] as const,
  me: () => ['player', 'me'] as const,
  accounts: () => ['player', 'accounts'] as const,
};

/** GET /player, `null` on 401 (and, in the browser, at once when there is no CSRF cookie). */
async function fetchPlayer(locale: string, signal?: AbortSignal): Promise<User | null> {
  if (typeof document !== 'undefined' && readCsrfToken() === undefined) return null;
  try {
    return await apiFetch<User>(`${PLATFORM}/player`, { locale, signal, unauthorized: 'ignore' });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** Query options of the player's data. */
export const playerQueries = {
  /** The signed-in player, or null when signed out. Sign-in and sign-out set it directly. */
  me: (locale: string) =>
    queryOptions({
      queryKey: playerKeys.me(),
      queryFn: ({ signal }) => fetchPlayer(locale, signal),
      staleTime: 5 * 60_000,
    }),

  /** The player's accounts (one per currency); balances stay live through `balance_changed`. */
  accounts: (locale: string, enabled = true) =>
    queryOptions({
      queryKey: playerKeys.accounts(),
      queryFn: ({ signal }) => apiFetch<AccountsResponse>(`${PLATFORM}/player/accounts`, { locale, signal }),
      enabled,
      staleTime: 60_000,
    }),
};
