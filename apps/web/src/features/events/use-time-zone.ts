'use client';
/**
 * The bettor's time zone. The server renders kick-off times in UTC (it cannot know the browser's zone), and
 * hydration must print the same text, so the browser's zone takes over right after hydration.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverZone = () => null;

/** The browser's IANA zone; null during the server render and hydration (print UTC then). */
export function useTimeZone(): string | null {
  return useSyncExternalStore(subscribe, browserZone, serverZone);
}
