/**
 * Query options of the player's limits (GET /user_limits), their money allowances (GET /user_limits/allowance)
 * and the sportsbook session (GET /sportsbook_sessions). All live under `playerKeys.all`, so sign-out drops them.
 * Limits go stale at once, and `limits_changed` on the player's channel (session-loop.tsx) refetches them when
 * they change in another tab or device.
 */
import type {
  AllowancesResponse,
  SportsbookSession,
  UserLimit,
  UserLimitsResponse,
} from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

const PLATFORM = '/api/platform';

export const rgKeys = {
  limits: () => ['player', 'limits'] as const,
  allowance: (currency: string) => ['player', 'allowance', currency] as const,
  allowances: () => ['player', 'allowance'] as const,
  session: () => ['player', 'sportsbook-session'] as const,
};

export const rgQueries = {
  limits: (locale: string, enabled = true) =>
    queryOptions({
      queryKey: rgKeys.limits(),
      queryFn: ({ signal }) => apiFetch<UserLimitsResponse>(`${PLATFORM}/user_limits`, { locale, signal }),
      enabled,
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
  allowance: (locale: string, currency: string, enabled = true) =>
    queryOptions({
      queryKey: rgKeys.allowance(currency),
      queryFn: ({ signal }) =>
        apiFetch<AllowancesResponse>(`${PLATFORM}/user_limits/allowance`, {
          locale,
          signal,
          query: { currency },
        }),
      enabled,
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
};

/** GET /sportsbook_sessions, never from a cache (spec: the reality check refreshes "without caching"). */
export const fetchSportsbookSession = (locale: string) =>
  apiFetch<SportsbookSession>(`${PLATFORM}/sportsbook_sessions`, { locale, unauthorized: 'ignore' });

/** POST /sportsbook_sessions: starts (or resumes) the sportsbook session of this sign-in. */
export const startSportsbookSession = (locale: string) =>
  apiFetch<SportsbookSession>(`${PLATFORM}/sportsbook_sessions`, {
    locale,
    method: 'POST',
    unauthorized: 'ignore',
  });

/** POST /sportsbook_sessions/continue: the player answered the reality check. */
export const continueSportsbookSession = (locale: string) =>
  apiFetch<SportsbookSession>(`${PLATFORM}/sportsbook_sessions/continue`, { locale, method: 'POST' });

/** POST /player/activity_limit_track; a 401 (limit reached, session ended) is the caller's, not the 401 hook's. */
export const trackActivity = (locale: string) =>
  apiFetch<unknown>(`${PLATFORM}/player/activity_limit_track`, {
    locale,
    method: 'POST',
    unauthorized: 'ignore',
  });

/** Whether a limit binds the player now: active, or its removal still cooling off. */
const inForce = (limit: UserLimit): boolean =>
  limit.status === 'active' || limit.status === 'unconfirmed_disabled';

/** The limit of `type` in force, if any. */
export const limitInForce = (limits: readonly UserLimit[] | undefined, type: UserLimit['type']) =>
  limits?.find((l) => l.type === type && inForce(l));
