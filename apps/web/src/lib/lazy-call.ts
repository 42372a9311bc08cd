/**
 * A function whose implementation loads on first call (a dynamic import), for handlers that need a big module
 * (the contract's zod schemas) only once something arrives: calls made while it loads wait and then run in
 * their order, so nothing is lost or reordered. A failed load is tried again on the next call; the calls
 * waiting for it are dropped, with a warning.
 */
export type LazyCall<A extends unknown[]> = ((...args: A) => void) & {
  /** Starts loading without calling. */
  preload: () => Promise<unknown>;
};

export function lazyCall<A extends unknown[]>(load: () => Promise<(...args: A) => void>): LazyCall<A> {
  let impl: ((...args: A) => void) | null = null;
  let loading: Promise<(...args: A) => void> | null = null;
  let waiting: A[] = [];
  const preload = () => {
    loading ??= load().then(
      (loaded) => {
        impl = loaded;
        const calls = waiting;
        waiting = [];
        for (const args of calls) loaded(...args);
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        console.warn('[lazy] could not load a handler; dropped', waiting.length, 'calls', error);
        waiting = [];
        throw error;
      },
    );
    return loading;
  };
  const call = (...args: A) => {
    if (impl) {
      impl(...args);
      return;
    }
    waiting.push(args);
    preload().catch(() => {});
  };
  return Object.assign(call, { preload });
}
