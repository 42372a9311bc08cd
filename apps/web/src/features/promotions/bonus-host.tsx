'use client';
/** The bonus listeners and toast (bonus-listeners.tsx), loaded only for a signed-in player, after the page. */
import { lazyComponent } from '@/components/ui/lazy';
import { useSession } from '@/session/session';

const LazyBonusListeners = lazyComponent(() => import('./bonus-listeners').then((m) => m.default));

export function BonusHost() {
  const { player } = useSession();
  return player ? <LazyBonusListeners playerId={player.id} /> : null;
}
