'use client';
/**
 * Whether the viewport is wide enough for the right sidebar (lg, >= 1280 px), where the bet slip lives; below
 * it the slip is a sheet. The server cannot know, so it renders as `serverValue` says and the client corrects
 * right after hydration (useSyncExternalStore's server snapshot keeps hydration free of mismatches).
 */
import { useHydratedValue } from '@/lib/hydrated';
import { BREAKPOINTS } from '@/styles/breakpoints';

const DESKTOP_SLIP_QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

let list: MediaQueryList | null | undefined;

/**
 * The query's list, made once: React reads the snapshot on every render of every user and again before each
 * commit, and a new MediaQueryList each time showed in the profile of a click on odds. Null where there is no
 * matchMedia (old WebViews, jsdom): those keep the server's answer.
 */
function queryList(): MediaQueryList | null {
  list ??= typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_SLIP_QUERY) : null;
  return list;
}

function subscribe(onChange: () => void): () => void {
  const query = queryList();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useDesktopLayout(serverValue: boolean): boolean {
  return useHydratedValue(() => queryList()?.matches ?? serverValue, serverValue, subscribe);
}
