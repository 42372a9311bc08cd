/**
 * The progress bar of route changes (spec: min 0.08, speed 200 ms, trickle 800 ms). The App Router has no router
 * events: a navigation starts when the app's `Link` (i18n/navigation.tsx) navigates or `startRouteProgress` is
 * called before a programmatic one, and ends when the path or query changes (features/shell `RouteProgress`).
 * NProgress itself loads with the first navigation: it is not needed to draw a page.
 */
import type NProgressType from 'nprogress';

type NProgress = typeof NProgressType;

// A `done` asked for while the bar loads runs after the `start` before it, on the same promise.
let bar: NProgress | null = null;
let loading: Promise<NProgress> | null = null;

function loadBar(): Promise<NProgress> {
  loading ??= import('nprogress').then(
    ({ default: NProgress }) => {
      // Its own template without `role="bar"`, which is no ARIA role (axe): the bar is decoration, found by its class.
      NProgress.configure({
        minimum: 0.08,
        speed: 200,
        trickleSpeed: 800,
        showSpinner: false,
        template: '<div class="bar"><div class="peg"></div></div>',
        barSelector: '.bar',
      });
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

/** Stops the bar at once (the route changed, or a navigation failed or went nowhere). */
export function stopRouteProgress(): void {
  if (bar) bar.done();
  else
    loading?.then(
      (loaded) => loaded.done(),
      () => {},
    );
}

/** Whether going to `href` changes the route (path or query): another hash alone does not, so no bar. */
export function changesRoute(href: string): boolean {
  const url = new URL(href, window.location.href);
  return (
    url.origin === window.location.origin &&
    (url.pathname !== window.location.pathname || url.search !== window.location.search)
  );
}
