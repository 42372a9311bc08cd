'use client';
/**
 * The player's session as the rest of the app sees it (spec platform §3 "Auth status", §4): the auth status,
 * the signed-in player and the active account with its live balance, and `requestSignIn` to ask an anonymous
 * visitor to sign in (placing a bet, favourites, my bets) with a line saying why.
 *
 * Status: `unknown` until the player query runs (server render), `pending` while it fetches, then `logged_in` or
 * `not_logged_in` from its answer (GET /player answers 401 when signed out: cached as `null`; without the CSRF
 * cookie there is no session and the browser does not ask, see lib/queries/player.ts). A player query
 * that failed otherwise (network, 5xx) counts as signed out: nothing private can be shown anyway.
 */
import type { Account, User } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useHydratedValue } from '@/lib/hydrated';
import { playerQueries } from '@/lib/queries/player';
import { openAuthForm, type SignInReason } from './auth-dialog-store';

export type AuthStatus = 'unknown' | 'pending' | 'logged_in' | 'not_logged_in';

export interface SessionView {
  status: AuthStatus;
  /** `status === 'logged_in'`. */
  isLoggedIn: boolean;
  /** The signed-in player (GET /api/platform/player); null when signed out or not known yet. */
  player: User | null;
  /** The active account: currency code, balance in minor units (integer), subunits. null when signed out. */
  account: { currency: string; balance: number; subunits: number } | null;
}

/** What the status derives from: the player query's data, whether it is fetching, whether it failed. */
export interface PlayerQueryState {
  data: User | null | undefined;
  isFetching: boolean;
  isError?: boolean;
}

/** The auth status of a player query state (pure; see the file comment for the rules). */
export function authStatusOf({ data, isFetching, isError = false }: PlayerQueryState): AuthStatus {
  if (data === undefined) {
    if (isFetching) return 'pending';
    return isError ? 'not_logged_in' : 'unknown';
  }
  return data === null ? 'not_logged_in' : 'logged_in';
}

/** The active account: the one flagged active, else the one in the player's currency; null without accounts. */
export function activeAccountOf(
  player: User | null,
  accounts: readonly Account[] | undefined,
): SessionView['account'] {
  if (!player || !accounts) return null;
  const account = accounts.find((a) => a.active) ?? accounts.find((a) => a.currency === player.currency);
  return account
    ? { currency: account.currency, balance: account.balance, subunits: account.subunits }
    : null;
}

const isClient = () => true;

/** The session; every component may call it (one shared query underneath). */
export function useSession(): SessionView {
  const locale = useLocale();
  const me = useQuery(playerQueries.me(locale));
  // The server renders every page as 'unknown' (it does not fetch the player). A part of the page that hydrates
  // after the player query answered must still render 'unknown' first, or React finds other HTML than the
  // server's and re-renders the whole page (a click during that re-render is lost).
  const hydrated = useHydratedValue(isClient, false);
  const status = hydrated
    ? authStatusOf({ data: me.data, isFetching: me.isFetching, isError: me.isError })
    : 'unknown';
  const player = status === 'logged_in' ? (me.data ?? null) : null;
  const accounts = useQuery(playerQueries.accounts(locale, player !== null));
  return {
    status,
    isLoggedIn: status === 'logged_in',
    player,
    account: activeAccountOf(player, accounts.data?.data),
  };
}

/** Opens the sign-in prompt (spec: placing while anonymous, 401 expiry). reason picks the prompt's text. */
export function requestSignIn(reason?: SignInReason): void {
  openAuthForm('sign-in', { reason });
}
