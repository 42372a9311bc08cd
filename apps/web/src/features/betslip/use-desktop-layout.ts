'use client';
/**
 * Whether the viewport is wide enough for the right sidebar (lg, >= 1280 px), where the bet slip lives; below
 * it the slip is a sheet. The server cannot know, so it renders as `serverValue` says and the client corrects
 * right after hydration (useSyncExternalStore's server snapshot keeps hydration free of mismatches).
 */
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@/styles/breakpoints';

export const DESKTOP_SLIP_QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

// Some environments (old WebViews, jsdom) have no matchMedia: they keep the server's answer.
const hasMatchMedia = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => {};
  const list = window.matchMedia(DESKTOP_SLIP_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useDesktopLayout(serverValue: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (hasMatchMedia() ? window.matchMedia(DESKTOP_SLIP_QUERY).matches : serverValue),
    () => serverValue,
  );
}
