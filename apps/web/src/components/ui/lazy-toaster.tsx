'use client';
/**
 * The Toaster (toaster.tsx, radix Toast) as the app mounts it: loaded after the page hydrated, when the browser
 * is idle, or by the first alert if one comes sooner; nothing shows until then, since there is nothing to show.
 */
import { Suspense } from 'react';
import { useAlertStore } from './alerts';
import { lazyComponent, useIdlePreload, useOpenedOnce } from './lazy';
import type { ToasterProps } from './toaster';

const Toaster = lazyComponent<ToasterProps>(() => import('./toaster').then((m) => m.Toaster));

export function LazyToaster(props: ToasterProps) {
  const alerting = useOpenedOnce(useAlertStore((s) => s.current !== null));
  useIdlePreload(Toaster.preload);
  if (!alerting) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
