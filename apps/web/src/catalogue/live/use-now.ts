'use client';
/**
 * One shared tick for every running match clock on the page, on the feed's time (feed-clock.ts). A timer per
 * clock would drift apart and wake the page dozens of times a second; one interval, started by the first
 * subscriber and stopped with the last, re-renders only the components that read the time.
 */
import { useHydratedValue } from '@/lib/hydrated';
import { feedNow } from './feed-clock';

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let now = feedNow();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = feedNow();
    timer = setInterval(() => {
      now = feedNow();
      for (const l of listeners) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const getSnapshot = () => now;

/**
 * The feed's current time (see feed-clock.ts) in epoch ms, updated once a second. The server renders the clock
 * at its own time, and hydration at the browser's, to the second: the two texts can differ by a second, which the
 * clock's element accepts (suppressHydrationWarning). The feed's time follows once the page has hydrated.
 */
export function useNow(): number {
  return useHydratedValue(getSnapshot, Math.floor(Date.now() / TICK_MS) * TICK_MS, subscribe);
}
