'use client';
/**
 * The jackpot views a page shows, loaded once the page has hydrated: none of their code is in a page's first
 * load, and with the jackpots flag off (the server's 404) they draw nothing.
 */
import { type ComponentType, Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import { useHydratedValue } from '@/lib/hydrated';
import { useSession } from '@/session/session';

const LoadedCard = lazyComponent(() => import('./jackpot-card').then((m) => m.JackpotCard));
const LoadedSection = lazyComponent(() => import('./jackpot-section').then((m) => m.JackpotSection));
const LoadedHitModal = lazyComponent(() => import('./jackpot-hit-modal').then((m) => m.default));

/** `Loaded`, rendered once the page has hydrated. */
function afterHydration<P extends object>(Loaded: ComponentType<P>) {
  return function AfterHydration(props: P) {
    return useHydratedValue(() => true, false) ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}

/** The home page's jackpot card, with its live pool. */
export const JackpotCard = afterHydration(LoadedCard);

/** The promotions page's jackpot section: levels and recent hits. */
export const JackpotSection = afterHydration(LoadedSection);

/** The jackpot-hit modal of a signed-in winner (mounted after hydration by features/shell). */
export function JackpotHitHost() {
  const { player } = useSession();
  return player ? (
    <Suspense fallback={null}>
      <LoadedHitModal playerId={player.id} />
    </Suspense>
  ) : null;
}
