'use client';
/**
 * The quick-bet dialog (quick-bet-dialog.tsx) as the shell mounts it: its code loads once quick bet is on (the
 * page has hydrated and the browser is idle), or at the first quick pick if that comes sooner, so that a quick
 * pick usually opens it at once, and a page whose bettor never turns quick bet on does not load it at all.
 */
import { Suspense } from 'react';
import { lazyComponent, useIdlePreload, useOpenedOnce } from '@/components/ui/lazy';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useSlipStore } from './slip-store';

const QuickBetDialog = lazyComponent(() => import('./quick-bet-dialog').then((m) => m.QuickBetDialog));

export function LazyQuickBetDialog({ loadingLabel }: { loadingLabel: string }) {
  const enabled = useSlipStore((s) => s.quickBet.isEnabled);
  const open = useSlipStore((s) => s.quickBetTarget !== null);
  const opened = useOpenedOnce(open);
  useIdlePreload(QuickBetDialog.preload, 2000, enabled);
  if (!opened) return null;
  return (
    <Suspense fallback={open ? <LoadingOverlay label={loadingLabel} /> : null}>
      <QuickBetDialog />
    </Suspense>
  );
}
