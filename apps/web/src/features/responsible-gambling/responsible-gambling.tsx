'use client';
/**
 * What the app mounts once (AppProviders): the session loop while a player is signed in (session-loop.tsx,
 * loaded then) and the notices after a limit signed them out (rg-notices.tsx, loaded when one first opens).
 */
import { Suspense } from 'react';
import { lazyComponent, useOpenedOnce } from '@/components/ui/lazy';
import { useSession } from '@/session/session';
import { useRgNotice } from './rg-store';
import type { SessionLoopProps } from './session-loop';

const SessionLoop = lazyComponent<SessionLoopProps>(() =>
  import('./session-loop').then((m) => m.SessionLoop),
);
const RgNotices = lazyComponent(() => import('./rg-notices').then((m) => m.RgNotices));

export interface ResponsibleGamblingProps {
  /** Activity tracking period (spec: 60 s). */
  /** null: the activity_tracking feature flag is off (site settings). */
  activityMs: number | null;
  /** Reality-check refresh period (spec: 30 s). */
  /** null: the responsible_gambling feature flag is off (site settings). */
  realityCheckMs: number | null;
}

export function ResponsibleGambling({ activityMs, realityCheckMs }: ResponsibleGamblingProps) {
  const { player } = useSession();
  const opened = useOpenedOnce(useRgNotice((s) => s.notice !== null));
  return (
    <Suspense fallback={null}>
      {player ? (
        <SessionLoop
          key={player.id}
          playerId={player.id}
          activityMs={activityMs}
          realityCheckMs={realityCheckMs}
        />
      ) : null}
      {opened ? <RgNotices /> : null}
    </Suspense>
  );
}
