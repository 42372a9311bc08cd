'use client';
/** Completes the route-change progress bar (lib/route-progress.ts) when the path or query has changed. */
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { stopRouteProgress } from '@/lib/route-progress';

export function RouteProgress() {
  const pathname = usePathname();
  const search = useSearchParams();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every route change
  useEffect(() => {
    stopRouteProgress();
  }, [pathname, search]);

  return null;
}
