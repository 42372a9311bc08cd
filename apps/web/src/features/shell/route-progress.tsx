'use client';
import { usePathname, useSearchParams } from 'next/navigation';
/**
 * The progress bar of route changes (spec: min 0.08, speed 200 ms, trickle 800 ms). The App Router has no
 * router events, so a navigation is taken to start when an in-app link is clicked (or `startRouteProgress` is
 * called before a programmatic navigation) and to end when the path or query changes. NProgress itself loads
 * with the first navigation.
 */
import type NProgressType from 'nprogress';
import { useEffect } from 'react';

type NProgress = typeof NProgressType;

// The bar loads with the first navigation (it is not needed to draw a page); a `done` asked for while it loads
// runs after the `start` before it, on the same promise.
let bar: NProgress | null = null;
let loading: Promise<NProgress> | null = null;

function loadBar(): Promise<NProgress> {
  loading ??= import('nprogress').then(
    ({ default: NProgress }) => {
      NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });
      bar = NProgress;
      return NProgress;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts the bar; call before `router.push` and friends. */
export function startRouteProgress(): void {
  if (bar) bar.start();
  else
    loadBar().then(
      (loaded) => loaded.start(),
      () => {},
    );
}

/** Stops the bar at once (a navigation that failed or went nowhere). */
export function stopRouteProgress(): void {
  if (bar) bar.done();
  else
    loading?.then(
      (loaded) => loaded.done(),
      () => {},
    );
}

function isNavigatingClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // Same page, maybe another hash: the router does not navigate, so the bar would never finish.
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

export function RouteProgress() {
  const pathname = usePathname();
  const search = useSearchParams();

  // The route (path or query) changed: the navigation is complete.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every route change
  useEffect(() => {
    stopRouteProgress();
  }, [pathname, search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isNavigatingClick(event)) startRouteProgress();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return null;
}
