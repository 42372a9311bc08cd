'use client';
/** My bets (lists, filters, cashout) as the slip panel mounts them: loaded when the tab is first pointed at or shown. */
import { lazyComponent } from '@/components/ui/lazy';

export const LazyMyBetsTab = lazyComponent(() => import('./my-bets-tab').then((m) => m.MyBetsTab));
export const preloadMyBetsTab = () => void LazyMyBetsTab.preload().catch(() => {});
