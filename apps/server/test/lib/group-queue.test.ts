/** The group queue (src/lib/group-queue.ts): the first item goes at once, what comes meanwhile goes together. */
import { describe, expect, it } from 'vitest';
import { groupQueue, type Pending } from '../../src/lib/group-queue.js';

/** A queue whose groups are recorded and finish when the test says so. */
function recorded(options: {
  fits?: (item: number, group: readonly number[]) => boolean;
  concurrency?: number;
  maxSize?: number;
}) {
  const groups: number[][] = [];
  const finish: (() => void)[] = [];
  const queue = groupQueue<number, number>({
    ...options,
    run: async (group: Pending<number, number>[]) => {
      groups.push(group.map((p) => p.item));
      await new Promise<void>((resolve) => finish.push(resolve));
      for (const p of group) p.resolve(p.item * 10);
    },
  });
  /** Lets the oldest running group finish, then lets the queue send what waits. */
  const next = async () => {
    finish.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { queue, groups, next };
}

describe('groupQueue', () => {
  it('sends a lone item at once, and what arrives while it runs as one group after it', async () => {
    const { queue, groups, next } = recorded({});
    const first = queue(1);
    await Promise.resolve();
    expect(groups).toEqual([[1]]);
    const rest = [queue(2), queue(3), queue(4)];
    expect(groups).toEqual([[1]]);
    await next();
    expect(groups).toEqual([[1], [2, 3, 4]]);
    await next();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('keeps an item that does not fit for a later group, in its place', async () => {
    const { queue, groups, next } = recorded({ fits: (item, group) => !group.includes(item) });
    const all = [queue(1), queue(2), queue(2), queue(3), queue(2)];
    await next();
    await next();
    await next();
    await next();
    expect(groups).toEqual([[1], [2, 3], [2], [2]]);
    expect(await Promise.all(all)).toEqual([10, 20, 20, 30, 20]);
  });

  it('puts at most `maxSize` items in a group', async () => {
    const { queue, groups, next } = recorded({ maxSize: 2 });
    const all = [1, 2, 3, 4, 5].map((n) => queue(n));
    for (let i = 0; i < 3; i++) await next();
    expect(groups).toEqual([[1], [2, 3], [4, 5]]);
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
  });

  it('runs up to `concurrency` groups at once', async () => {
    const { queue, groups, next } = recorded({ concurrency: 2 });
    const all = [queue(1), queue(2), queue(3), queue(4)];
    expect(groups).toEqual([[1], [2]]);
    await next();
    expect(groups).toEqual([[1], [2], [3, 4]]);
    await next();
    await next();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40]);
  });

  it('answers every caller: what the run throws, or an error for an item it left unanswered', async () => {
    const failing = groupQueue<number, number>({
      run: async (group) => {
        if (group.some((p) => p.item === 1)) throw new Error('database down');
        for (const p of group) p.resolve(p.item);
      },
    });
    const [failed, after] = [failing(1), failing(2)];
    await expect(failed).rejects.toThrow('database down');
    // The next group runs after a failed one.
    expect(await after).toBe(2);

    const partial = groupQueue<number, number>({
      run: async (group) => {
        for (const p of group) if (p.item === 1) p.resolve(1);
      },
    });
    const [answered, forgotten] = [partial(1), partial(2)];
    expect(await answered).toBe(1);
    await expect(forgotten).rejects.toThrow('unanswered');

    const throwsAtOnce = groupQueue<number, number>({
      run: () => {
        throw new Error('sync');
      },
    });
    await expect(throwsAtOnce(1)).rejects.toThrow('sync');
  });
});
