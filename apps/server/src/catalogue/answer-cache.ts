/**
 * Serialized answers of the catalogue's read calls, kept until a committed change can alter them. Each answer
 * names what it depends on (`lists`: which matches a filter selects and in what order; `match:<id>`: one match
 * row and its markets; `bets_count`: the sort key). Writers call `changed` right after their transaction
 * commits; an answer is served only while none of its dependencies changed after its computation began, so no
 * answer older than the last committed change is ever served. Concurrent misses of one key share one
 * computation (single flight), unless something changed since it began. Bounded: least recently used answers
 * go first. Per process: a change committed by another process arrives through the cache bus (see README.md).
 */
import { createHash } from 'node:crypto';

/** A serialized answer: the bytes to send and their entity tag. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
}

/** What a computation returns: the bytes and what they depend on (every answer depends on `everything`). */
export interface Computed {
  body: Buffer;
  dependsOn: readonly string[];
}

/** Limits of the cache. */
export interface AnswerCacheOptions {
  /** Total bytes of kept answers; 64 MiB by default. */
  maxBytes?: number;
  /** Number of kept answers; 1,000 by default. */
  maxEntries?: number;
}

/** Depends on every change: whole-catalogue writes (a world load) change it. */
export const EVERYTHING = '*';

interface Entry extends CachedAnswer {
  /** The change counter when the computation began. */
  since: number;
  dependsOn: readonly string[];
  /** The counter when the entry was last found fresh: until it moves, the entry needs no new check. */
  checkedAt: number;
}

interface Flight {
  since: number;
  promise: Promise<Entry>;
}

/** Past this many tracked dependencies (one per changed match), the cache starts over. */
const MAX_TRACKED = 50_000;

/** A short hash is enough: the tag tells two versions of one answer apart, nothing secret rides on it. */
const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

const answerOf = (entry: Entry): CachedAnswer => ({ body: entry.body, etag: entry.etag });

/** Creates an empty cache. */
export function createAnswerCache(options: AnswerCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxEntries = options.maxEntries ?? 1000;
  /** Grows by one with every committed change. */
  let counter = 0;
  /** The counter value of each dependency's last change. */
  const changedAt = new Map<string, number>();
  /** Insertion order is recency order: the first entry is the least recently used. */
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  /** True when none of `dependsOn` changed after the counter stood at `since`. */
  const fresh = (since: number, dependsOn: readonly string[]) =>
    (changedAt.get(EVERYTHING) ?? 0) <= since && dependsOn.every((d) => (changedAt.get(d) ?? 0) <= since);

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };

  const keep = (key: string, entry: Entry) => {
    drop(key);
    if (entry.body.length > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes && entries.size <= maxEntries) break;
      drop(oldest);
    }
  };

  /** Starts a computation; it is kept when it lands still fresh. */
  const run = (key: string, compute: () => Promise<Computed>): Flight => {
    const since = counter;
    const promise = compute().then(({ body, dependsOn }) => {
      const entry: Entry = { body, etag: etagOf(body), since, dependsOn, checkedAt: since };
      if (fresh(since, dependsOn)) keep(key, entry);
      return entry;
    });
    const flight = { since, promise };
    flights.set(key, flight);
    // Whatever the outcome, the next miss starts its own computation (a failure is not kept).
    const land = () => {
      if (flights.get(key) === flight) flights.delete(key);
    };
    promise.then(land, land);
    return flight;
  };

  /** A computation that began at or after `arrived`: its answer is good for a request that arrived then. */
  const startedSince = (key: string, arrived: number, compute: () => Promise<Computed>) => {
    const flight = flights.get(key);
    return (flight && flight.since >= arrived ? flight : run(key, compute)).promise;
  };

  /** The fresh entry under `key` (touched: it moves to the most recent end), or undefined. */
  const lookup = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.checkedAt !== counter) {
      if (!fresh(entry.since, entry.dependsOn)) {
        drop(key);
        return undefined;
      }
      entry.checkedAt = counter;
    }
    entries.delete(key);
    entries.set(key, entry);
    hits += 1;
    return entry;
  };

  return {
    /** The kept answer under `key` if it is fresh; nothing is computed. */
    peek(key: string): CachedAnswer | undefined {
      return lookup(key);
    },

    /**
     * The answer under `key`: kept, being computed, or computed now by `compute`. A request joins a running
     * computation that began before it arrived only if none of that answer's dependencies changed since the
     * computation began; otherwise it waits for one that began after it arrived.
     */
    async answer(key: string, compute: () => Promise<Computed>): Promise<CachedAnswer> {
      const entry = lookup(key);
      if (entry) return entry;
      misses += 1;
      const arrived = counter;
      const flight = flights.get(key);
      if (!flight || flight.since === arrived) return answerOf(await startedSince(key, arrived, compute));
      const landed = await flight.promise;
      if (fresh(flight.since, landed.dependsOn)) return answerOf(landed);
      return answerOf(await startedSince(key, arrived, compute));
    },

    /** Records a committed change of `dependencies` (EVERYTHING for all): answers depending on them go stale. */
    changed(dependencies: Iterable<string>): void {
      const list = [...dependencies];
      if (list.length === 0) return;
      counter += 1;
      if (list.includes(EVERYTHING) || changedAt.size + list.length > MAX_TRACKED) {
        entries.clear();
        bytes = 0;
        changedAt.clear();
        changedAt.set(EVERYTHING, counter);
        return;
      }
      for (const d of list) changedAt.set(d, counter);
    },

    /** Figures for logs and tests. */
    stats: () => ({ entries: entries.size, bytes, hits, misses, inFlight: flights.size }),
  };
}

/** See {@link createAnswerCache}. */
export type AnswerCache = ReturnType<typeof createAnswerCache>;
