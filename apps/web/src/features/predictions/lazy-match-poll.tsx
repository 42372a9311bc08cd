'use client';
/**
 * The match page's poll, rendered only once the page has hydrated and loaded then: its code is in no page's
 * first load, and the server renders nothing for it (the player's vote is the browser's to ask).
 */
import type { Match } from '@sportsbook/contract';
import { Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import { useHydratedValue } from '@/lib/hydrated';

const MatchPoll = lazyComponent(() => import('./match-poll').then((m) => m.MatchPoll));

export function LazyMatchPoll({ match }: { match: Match }) {
  const hydrated = useHydratedValue(() => true, false);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <MatchPoll match={match} />
    </Suspense>
  );
}
