'use client';
/**
 * `Dialog` and `Sheet` (dialog.tsx) for overlays that are closed when the page loads: nothing is rendered or
 * loaded until the first time they open; then radix Dialog loads (the loading overlay shows meanwhile, with
 * `loadingLabel`) and they stay mounted, so closing animates and opening again is instant. `preloadDialog`
 * loads radix Dialog ahead (a pointer over the opener, an idle moment). When radix Dialog cannot be loaded
 * (offline), the overlay closes again instead of taking the page down (the offline alert says why).
 */
import { Suspense, useEffect } from 'react';
import type { DialogProps, SheetProps } from './dialog';
import { lazyComponent, useOpenedOnce } from './lazy';
import { LoadingOverlay } from './loading-overlay';

const loadDialogs = () => import('./dialog');
/** Radix Dialog did not come (offline): the overlay closes again, so its opener works as before. */
function CloseAgain({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  useEffect(() => onOpenChange?.(false), [onOpenChange]);
  return null;
}
const LoadedDialog = lazyComponent(() => loadDialogs().then((m) => m.Dialog), { Fallback: CloseAgain });
const LoadedSheet = lazyComponent(() => loadDialogs().then((m) => m.Sheet), { Fallback: CloseAgain });

/** Loads radix Dialog before a dialog or sheet first opens. */
export const preloadDialog = (): Promise<unknown> =>
  Promise.all([LoadedDialog.preload(), LoadedSheet.preload()]);

/** Said while the dialog loads ("Loading…", translated by the caller). */
interface Loading {
  loadingLabel: string;
}

export function LazyDialog({ loadingLabel, ...props }: DialogProps & Loading) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={props.open ? <LoadingOverlay label={loadingLabel} /> : null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}

export function LazySheet({ loadingLabel, ...props }: SheetProps & Loading) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={props.open ? <LoadingOverlay label={loadingLabel} /> : null}>
      <LoadedSheet {...props} />
    </Suspense>
  );
}
