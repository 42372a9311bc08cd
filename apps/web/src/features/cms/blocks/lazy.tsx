'use client';
/**
 * The client blocks with code of their own, loaded on first render (components/ui/lazy): the server's registry
 * reaches only these small wrappers, so their code (the match page's parts, the notifications list, the bonus
 * cards, the chat toggle) is in no page's first load; the page that draws them loads it as it renders.
 */
import { type ComponentType, Suspense } from 'react';
import { lazyComponent } from '@/components/ui/lazy';

/** `load`'s component, loaded on first render, inside its own Suspense boundary (nothing shows until it has). */
function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazyComponent(load);
  return function LazyBlock(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

export const EventMarketsBlock = lazyBlock(() => import('./match').then((m) => m.EventMarketsBlock));
export const OddsBlock = lazyBlock(() => import('./match').then((m) => m.OddsBlock));
export const MatchPreviewBlock = lazyBlock(() => import('./match').then((m) => m.MatchPreviewBlock));
export const NotificationsBlock = lazyBlock(() =>
  import('./notifications').then((m) => m.NotificationsBlock),
);
export const BonusesBlock = lazyBlock(() => import('./bonuses').then((m) => m.BonusesBlock));
export const ChatToggle = lazyBlock(() => import('@/features/chat').then((m) => m.ChatToggle));
