/**
 * Groups work that arrives while earlier work is still in the database: the first item goes at once, the items
 * that come while it runs wait and then go together, as one statement. Under load the groups grow by themselves;
 * on an idle server nothing waits (no timer). Used where many requests run the same statement with different
 * values: the bet bookings (group commit, bets/place/group-booking.ts) and the session lookups (auth/sessions.ts).
 */

/** An item waiting in a group, with the callbacks that answer its caller. */
export interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface GroupQueueOptions<T, R> {
  /** Runs one group and answers every item of it (resolve or reject each; what it throws rejects the rest). */
  run: (group: Pending<T, R>[]) => Promise<void>;
  /** Whether `item` may join `group`; one that may not waits for a later group, keeping its place. */
  fits?: (item: T, group: readonly T[]) => boolean;
  /** Groups running at once (default 1). */
  concurrency?: number;
  /** Items in one group at most (default 256): a statement of bounded size, locks held for a bounded time. */
  maxSize?: number;
}

/** A function that queues an item and answers its result once its group has run. */
export function groupQueue<T, R>(options: GroupQueueOptions<T, R>): (item: T) => Promise<R> {
  const { run, fits = () => true, concurrency = 1, maxSize = 256 } = options;
  let waiting: Pending<T, R>[] = [];
  let running = 0;

  const take = (): Pending<T, R>[] => {
    const group: Pending<T, R>[] = [];
    const items: T[] = [];
    const rest: Pending<T, R>[] = [];
    for (const p of waiting) {
      if (group.length === 0 || (group.length < maxSize && fits(p.item, items))) {
        group.push(p);
        items.push(p.item);
      } else rest.push(p);
    }
    waiting = rest;
    return group;
  };

  const send = () => {
    const group = take();
    if (group.length === 0) return;
    running += 1;
    const settled = new Set<Pending<T, R>>();
    const tracked = group.map((p) => ({
      item: p.item,
      resolve: (result: R) => {
        settled.add(p);
        p.resolve(result);
      },
      reject: (error: unknown) => {
        settled.add(p);
        p.reject(error);
      },
    }));
    // Every caller gets an answer: what `run` throws, or an error if it left an item unanswered.
    (async () => run(tracked))()
      .then(
        () => new Error('the group queue left an item unanswered'),
        (error: unknown) => error,
      )
      .then((error) => {
        for (const p of group) if (!settled.has(p)) p.reject(error);
        running -= 1;
        if (waiting.length > 0 && running < concurrency) send();
      });
  };

  return (item) => {
    const result = new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
    });
    if (running < concurrency) send();
    return result;
  };
}
