/**
 * What signing in and out does to the client's cache (spec platform §4 "Sign-out: call the server, then reset
 * user, accounts ..."; "401 means expired session: sign out and show sign-in prompt"). Plain functions over a
 * QueryClient, so the forms, the header and the 401 hook share them and tests call them directly.
 */
import type { User } from '@sportsbook/contract';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api';
import { apiFetch } from '@/lib/api';
import { playerKeys } from '@/lib/queries/player';
import { openAuthForm } from '@/session/auth-dialog-store';

/** Key prefix of everything cached about the player's bets (owned by my-bets; listed here to be cleared). */
export const BETS_KEY = ['bets'] as const;

/** Catalogue settings of every locale: the server merges the player's own values into them. */
const isSettingsQuery = (query: Query) =>
  query.queryKey[0] === 'catalogue' && query.queryKey[2] === 'settings';

/** Refetches the settings of every locale: whose values they carry changed. */
export function refreshPlayerSettings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: isSettingsQuery });
}

/** Forgets everything cached for the player and marks the session signed out. No server call. */
export function clearPlayerData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    queryKey: playerKeys.all,
    predicate: (query) => query.queryKey[1] !== playerKeys.me()[1],
  });
  queryClient.removeQueries({ queryKey: BETS_KEY });
  queryClient.setQueryData(playerKeys.me(), null);
}

/** The answer of sign-in, sign-up or a password reset: the player is signed in from now on. */
export function applySignedIn(queryClient: QueryClient, user: User): void {
  // Another player's leftovers (a shared device) must not show for this one.
  clearPlayerData(queryClient);
  queryClient.setQueryData(playerKeys.me(), user);
}

/** DELETE /users/sign_out, then clear the player's data (also when the call fails: the user asked to leave). */
export async function signOut(queryClient: QueryClient, locale: string): Promise<void> {
  try {
    await apiFetch('/api/platform/users/sign_out', { locale, method: 'DELETE', unauthorized: 'ignore' });
  } finally {
    clearPlayerData(queryClient);
  }
}

/**
 * The 401 hook: a player who was signed in is signed out locally and asked to sign in again, with the
 * "session expired" line. A visitor's 401s change nothing, so a 401 after the sign-out cannot loop.
 */
export function handleUnauthorized(queryClient: QueryClient): (error: ApiError) => void {
  return () => {
    if (!queryClient.getQueryData<User | null>(playerKeys.me())) return;
    clearPlayerData(queryClient);
    openAuthForm('sign-in', { reason: 'session_expired' });
  };
}
