'use client';
/**
 * The bettor's time zone. The server renders in the zone the browser stored in a cookie on an earlier visit
 * (i18n/time-zone.ts), or in UTC on a first visit, when it cannot know it; hydration prints the same text, then
 * the browser's own zone takes over (a no-op when the cookie was right). The browser stores its zone for the
 * next request.
 */
import { createContext, createElement, type ReactNode, use } from 'react';
import { useIdlePreload } from '@/components/ui/lazy';
import { useHydratedValue } from '@/lib/hydrated';
import { timeZoneCookie, timeZoneFromCookies } from './time-zone';

// Read once: every row's times ask for it on every render, and building an Intl.DateTimeFormat is not cheap.
let zone: string | undefined;
const browserZone = () => {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
};

/** The zone the server rendered in: the cookie's, or null when it did not know (UTC was printed). */
const RenderedTimeZone = createContext<string | null>(null);

/** Stores the browser's zone for the next server render, unless the cookie already has it. */
async function storeBrowserZone(): Promise<void> {
  const actual = browserZone();
  if (timeZoneFromCookies(document.cookie) === actual) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = timeZoneCookie(actual);
}

/**
 * Provides the zone the server rendered in and stores the browser's zone for the next server render: when the
 * browser is next idle, not in the task that runs hydration's effects (nothing waits for the cookie, and reading
 * the zone costs a few milliseconds there).
 */
export function TimeZoneProvider({ zone, children }: { zone: string | null; children: ReactNode }) {
  useIdlePreload(storeBrowserZone, 4000);
  return createElement(RenderedTimeZone.Provider, { value: zone }, children);
}

/** The bettor's IANA zone; null during the server render and hydration when the server did not know it. */
export function useTimeZone(): string | null {
  const rendered = use(RenderedTimeZone);
  return useHydratedValue<string | null>(browserZone, rendered);
}
