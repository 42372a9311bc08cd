'use client';
/**
 * The sportsbook session of a signed-in player (spec platform §4, §8, §9), loaded once a player is known:
 * - POST /sportsbook_sessions when the player signs in (or the page opens signed in); 403 `session_limit` signs
 *   out and opens the out-of-session notice.
 * - Activity tracking: POST /player/activity_limit_track every `activityMs` (60 s) while the tab is visible and
 *   an activity limit is in force; 401 signs out and opens the activity-limit notice; 400 stops the tracking.
 * - Reality check: GET /sportsbook_sessions every `realityCheckMs` (30 s, never cached) while a reality-check or
 *   session limit is in force; when `next_check_at` comes, the reality-check dialog (time played, net result,
 *   continue or sign out); 403 `session_limit` signs out with the out-of-session notice; 400 stops the polling.
 * - `limits_changed` on the player's channel (a limit set or removed in another tab or device): the limits, the
 *   allowances and the player are fetched again; after an exclusion the player's sessions are gone, so that
 *   answers 401 and this tab signs out too.
 */
import type { SportsbookSession } from '@sportsbook/contract';
import { userChannel } from '@sportsbook/contract/values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { signOut } from '@/features/account';
import { isApiError } from '@/lib/api';
import { playerKeys } from '@/lib/queries/player';
import { useSubscription } from '@/lib/realtime/connection';
import { RealityCheckDialog } from './reality-check-dialog';
import {
  fetchSportsbookSession,
  limitInForce,
  rgKeys,
  rgQueries,
  startSportsbookSession,
  trackActivity,
} from './rg-queries';
import { type RgNotice, showRgNotice } from './rg-store';
import { useDue, useRepeat } from './use-timers';

export interface SessionLoopProps {
  playerId: string;
  /** null: no activity tracking (feature flag activity_tracking off). */
  activityMs: number | null;
  /** null: no reality-check polling (feature flag responsible_gambling off). */
  realityCheckMs: number | null;
}

/** The session as last answered and how far the server's clock is ahead of this one. */
interface Known {
  session: SportsbookSession;
  skewMs: number;
}

const knownOf = (session: SportsbookSession): Known => ({
  session,
  skewMs: Date.parse(session.started_at) + session.duration * 1000 - Date.now(),
});

const WATCHED = ['reality_check', 'session', 'sportsbook_session'] as const;

export function SessionLoop({ playerId, activityMs, realityCheckMs }: SessionLoopProps) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const limits = useQuery(rgQueries.limits(locale)).data?.data;
  const [known, setKnown] = useState<Known | null>(null);

  const end = useCallback(
    async (notice: RgNotice) => {
      await signOut(queryClient, locale).catch(() => {});
      showRgNotice(notice);
    },
    [queryClient, locale],
  );

  /** What a session call's failure means: the limit ran out, or (400) stop asking. */
  const onSessionError = useCallback(
    (error: unknown, stop?: () => void) => {
      if (!isApiError(error)) return;
      const ended = error.status === 401 || (error.status === 403 && error.code === 'session_limit');
      if (ended || error.status === 400) stop?.();
      if (ended) void end('session_limit');
    },
    [end],
  );

  // Once per player (the component is keyed by the player too): a locale change starts no other session.
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per signed-in player
  useEffect(() => {
    let live = true;
    startSportsbookSession(locale).then(
      (session) => live && setKnown(knownOf(session)),
      (error: unknown) => live && onSessionError(error),
    );
    return () => {
      live = false;
    };
  }, [playerId]);

  useSubscription(userChannel(playerId), (data) => {
    if ((data as { type?: unknown } | null)?.type !== 'limits_changed') return;
    for (const queryKey of [rgKeys.limits(), rgKeys.allowances(), playerKeys.me()])
      void queryClient.invalidateQueries({ queryKey });
  });

  const activity = limitInForce(limits, 'activity');
  useRepeat(
    activity ? activityMs : null,
    async (stop) => {
      try {
        await trackActivity(locale);
      } catch (error) {
        if (!isApiError(error)) return;
        if (error.status === 401 || error.status === 400) stop();
        if (error.status === 401) void end('activity_limit');
      }
    },
    true,
  );

  const watched = known !== null && WATCHED.some((type) => limitInForce(limits, type));
  useRepeat(watched ? realityCheckMs : null, async (stop) => {
    try {
      setKnown(knownOf(await fetchSportsbookSession(locale)));
    } catch (error) {
      onSessionError(error, stop);
    }
  });

  const due = useDue(known?.session.period ? known.session.next_check_at : null, known?.skewMs ?? 0);
  if (!known) return null;
  return (
    <RealityCheckDialog
      open={due}
      session={known.session}
      onContinued={(session) => setKnown(knownOf(session))}
      onSessionError={onSessionError}
    />
  );
}
