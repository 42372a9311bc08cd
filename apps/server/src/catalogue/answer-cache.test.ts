import { describe, expect, it } from 'vitest';
import { type Computed, createAnswerCache, EVERYTHING } from './answer-cache.js';

/** A computation that counts its runs and answers `text` (a different text each run unless given). */
function counted(dependsOn: string[], text?: string) {
  let runs = 0;
  const compute = async (): Promise<Computed> => {
    runs += 1;
    return { body: Buffer.from(text ?? `run ${runs}`), dependsOn };
  };
  return { compute, runs: () => runs };
}

/** A computation held open until `release` is called. */
function held(dependsOn: string[], text: string) {
  let release: () => void = () => {};
  let runs = 0;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const compute = async (): Promise<Computed> => {
    runs += 1;
    await gate;
    return { body: Buffer.from(text), dependsOn };
  };
  return { compute, release: () => release(), runs: () => runs };
}

const text = async (answer: Promise<{ body: Buffer }>) => (await answer).body.toString();

describe('answer cache', () => {
  it('keeps an answer until one of its dependencies changes', async () => {
    const cache = createAnswerCache();
    const c = counted(['lists', 'match:1']);
    expect(await text(cache.answer('k', c.compute))).toBe('run 1');
    expect(await text(cache.answer('k', c.compute))).toBe('run 1');
    cache.changed(['match:2', 'bets_count']);
    expect(await text(cache.answer('k', c.compute))).toBe('run 1');
    cache.changed(['match:1']);
    expect(await text(cache.answer('k', c.compute))).toBe('run 2');
    expect(c.runs()).toBe(2);
  });

  it('drops everything on a change of everything', async () => {
    const cache = createAnswerCache();
    const c = counted([]);
    await cache.answer('k', c.compute);
    cache.changed([EVERYTHING]);
    expect(cache.peek('k')).toBeUndefined();
    expect(await text(cache.answer('k', c.compute))).toBe('run 2');
  });

  it('ignores a change of nothing', async () => {
    const cache = createAnswerCache();
    const c = counted(['lists']);
    await cache.answer('k', c.compute);
    cache.changed([]);
    expect(cache.peek('k')?.body.toString()).toBe('run 1');
  });

  it('runs one computation for concurrent misses of a key', async () => {
    const cache = createAnswerCache();
    const h = held(['lists'], 'page');
    const answers = Array.from({ length: 64 }, () => text(cache.answer('k', h.compute)));
    h.release();
    expect(new Set(await Promise.all(answers))).toEqual(new Set(['page']));
    expect(h.runs()).toBe(1);
  });

  it('does not keep an answer whose dependency changed while it was computed', async () => {
    const cache = createAnswerCache();
    const h = held(['match:1'], 'old');
    const first = text(cache.answer('k', h.compute));
    cache.changed(['match:1']);
    h.release();
    expect(await first).toBe('old');
    expect(cache.peek('k')).toBeUndefined();
  });

  it('gives a request that arrived after a change of the answer a computation begun after it', async () => {
    const cache = createAnswerCache();
    const before = held(['match:1'], 'before the change');
    const first = text(cache.answer('k', before.compute));
    cache.changed(['match:1']);
    const after = counted(['match:1'], 'after the change');
    const second = text(cache.answer('k', after.compute));
    before.release();
    expect(await first).toBe('before the change');
    expect(await second).toBe('after the change');
    expect(after.runs()).toBe(1);
  });

  it('lets a later request join a running computation when what changed is not in its answer', async () => {
    const cache = createAnswerCache();
    const h = held(['match:1'], 'page');
    const first = text(cache.answer('k', h.compute));
    cache.changed(['match:2']);
    const other = counted(['match:1'], 'recomputed');
    const second = text(cache.answer('k', other.compute));
    h.release();
    expect([await first, await second]).toEqual(['page', 'page']);
    expect(other.runs()).toBe(0);
    expect(cache.peek('k')?.body.toString()).toBe('page');
  });

  it('keeps no failure: the next request computes again', async () => {
    const cache = createAnswerCache();
    let fail = true;
    const compute = async (): Promise<Computed> => {
      if (fail) throw new Error('database down');
      return { body: Buffer.from('ok'), dependsOn: [] };
    };
    await expect(cache.answer('k', compute)).rejects.toThrow('database down');
    fail = false;
    expect(await text(cache.answer('k', compute))).toBe('ok');
  });

  it('forgets the least recently used answers beyond its bounds', async () => {
    const cache = createAnswerCache({ maxBytes: 10, maxEntries: 2 });
    const answer = (key: string, body: string) =>
      cache.answer(key, async () => ({ body: Buffer.from(body), dependsOn: [] }));
    await answer('a', 'aaaa');
    await answer('b', 'bbbb');
    expect(cache.peek('a')).toBeDefined(); // a is now the most recent
    await answer('c', 'cccc'); // 12 bytes and 3 entries: b goes
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBeDefined();
    expect(cache.peek('c')).toBeDefined();
    await answer('big', 'x'.repeat(11)); // larger than the whole cache: answered, not kept
    expect(cache.peek('big')).toBeUndefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(10);
  });

  it('tags each answer with a stable entity tag of its bytes', async () => {
    const cache = createAnswerCache();
    const one = await cache.answer('a', async () => ({ body: Buffer.from('same'), dependsOn: [] }));
    const two = await cache.answer('b', async () => ({ body: Buffer.from('same'), dependsOn: [] }));
    const three = await cache.answer('c', async () => ({ body: Buffer.from('other'), dependsOn: [] }));
    expect(one.etag).toMatch(/^"[\w-]+"$/);
    expect(two.etag).toBe(one.etag);
    expect(three.etag).not.toBe(one.etag);
  });
});
