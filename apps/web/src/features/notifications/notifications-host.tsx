'use client';
/** The notification bell and panel (notification-center.tsx), loaded only for a signed-in player, after the page. */
import { lazyComponent } from '@/components/ui/lazy';
import { useSession } from '@/session/session';

const LazyNotificationCenter = lazyComponent(() => import('./notification-center').then((m) => m.default));

export function NotificationsHost() {
  const { player } = useSession();
  return player ? <LazyNotificationCenter playerId={player.id} /> : null;
}
