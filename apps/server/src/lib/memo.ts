/**
 * A function of one string with its answers kept: for parsing request headers, whose values repeat from request
 * to request (every browser of one kind sends the same Accept-Language and Accept-Encoding). At most `max`
 * answers are kept; past that the memo starts over, so odd headers cannot grow it without bound.
 */
export function memoized<T>(fn: (key: string) => T, max = 256): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as T;
    const value = fn(key);
    if (kept.size >= max) kept.clear();
    kept.set(key, value);
    return value;
  };
}

/**
 * A function of one object with its answer kept for as long as the object lives: one per database or per app
 * (the group queues of auth/sessions.ts and bets/place/group-booking.ts, one for each database they write to).
 */
export function memoizedPer<K extends object, T>(fn: (key: K) => T): (key: K) => T {
  const kept = new WeakMap<K, T>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as T;
    const value = fn(key);
    kept.set(key, value);
    return value;
  };
}
