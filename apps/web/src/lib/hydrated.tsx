'use client';
/**
 * Values the server cannot know (the session, the browser's time zone, the viewport): hydration must print what
 * the server printed, and the browser's value follows.
 *
 * React re-renders a useSyncExternalStore whose browser value differs from its server value synchronously, in
 * the task that runs hydration's effects. With every such value on the page (favourite stars, kick-off times,
 * the account area...) that was one task of 300-400 ms at 4x CPU on the home page, during which a tap waited.
 * Here the browser values wait for one context flag that turns true in a transition after hydration, so React
 * does that re-render in slices between which the browser handles input.
 *
 * When the flag turns, every user re-renders, whether its value changed or not: this is for values that usually
 * change (the session always does). The odds format, the default for most bettors, stays a plain store.
 *
 * Outside the provider (a part rendered on its own, as in tests) there is nothing to wait for: the flag is true.
 */
import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

const Hydrated = createContext(true);

/** Turns the flag on once, in a transition, after the page below it has hydrated. */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

const subscribeNothing = (_onChange: () => void) => () => {};

/**
 * `server` while hydrating (also a part that hydrates later) and until the page has hydrated; then `browser()`,
 * re-read whenever `subscribe` signals a change.
 */
export function useHydratedValue<T>(
  browser: () => T,
  server: T,
  subscribe: (onChange: () => void) => () => void = subscribeNothing,
): T {
  const hydrated = use(Hydrated);
  return useSyncExternalStore(subscribe, hydrated ? browser : () => server, () => server);
}
