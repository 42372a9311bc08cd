/**
 * This instance's copy of the feed's world, rebuilt from the database: the leader's snapshot, then its inputs
 * since, replayed (their events are already in the catalogue, so they are dropped). A follower keeps it current
 * (it prices the bet builder from it); a new leader brings it up to the last committed tick and continues it.
 */
import { max } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type FeedInput, feedInputs, feedSnapshot } from '../db/schema/index.js';
import type { Feed, FeedEvent } from '../feed/index.js';
import { readInputs, readWorld } from './feed-journal.js';

/** Inputs read per query while catching up. */
const PAGE = 500;

/** Applies one input of the leader's journal: its development controls, then its tick. */
function applyInput(feed: Feed, input: FeedInput): FeedEvent[] {
  for (const command of input.commands ?? []) {
    if ('end' in command) feed.endMatch(command.end);
    else feed.suspendMatch(command.suspend, command.seconds);
  }
  return feed.tick(input.now);
}

/** See the file comment. */
export interface FeedReplica {
  /** The rebuilt feed; null until a world was found in the database. */
  readonly feed: Feed | null;
  /** The last input the feed has applied. */
  readonly seq: number;
  /** The caller's clock of that input: where the world's time stands. */
  readonly lastNow: number;
  /** Brings the feed to the last committed input; false when the database holds no world (or an unreadable one). */
  catchUp(): Promise<boolean>;
  /** Takes `feed` as the world after input `seq` (the leader's own, once committed). */
  adopt(feed: Feed, seq: number, lastNow: number): void;
  /** Marks the feed ahead of the database (a tick that failed to commit): the next catch-up rebuilds it. */
  discard(): void;
  /** The highest seq the database knows (snapshot or input), 0 when none. */
  lastSeq(): Promise<number>;
}

/** A replica reading `db`; `restore` turns a snapshot's text into a feed (null for an unreadable one). */
export function createFeedReplica(db: Db, restore: (text: string) => Feed | null): FeedReplica {
  let feed: Feed | null = null;
  /** The feed is ahead of the database (a tick that did not commit): the next catch-up restores the snapshot. */
  let stale = false;
  let seq = 0;
  let lastNow = 0;

  const snapshotSeq = async () =>
    (await db.select({ seq: feedSnapshot.seq }).from(feedSnapshot))[0]?.seq ?? null;

  /** Restores the snapshot; false when there is none or it cannot be read. */
  const reload = async (): Promise<boolean> => {
    const saved = await readWorld(db);
    const restored = saved && restore(saved.text);
    if (!saved || !restored) {
      feed = null;
      return false;
    }
    feed = restored;
    stale = false;
    seq = saved.seq;
    lastNow = restored.clock;
    return true;
  };

  return {
    get feed() {
      return feed;
    },
    get seq() {
      return seq;
    },
    get lastNow() {
      return lastNow;
    },
    async catchUp() {
      if ((!feed || stale) && !(await reload())) return false;
      let reloaded = false;
      for (;;) {
        const rows = await readInputs(db, seq, PAGE);
        const first = rows[0];
        const behind = first ? first.seq !== seq + 1 : ((await snapshotSeq()) ?? 0) > seq;
        if (behind) {
          // The inputs this copy needs were folded into a newer snapshot: start again from it.
          if (reloaded) throw new Error(`feed journal: no input after ${seq}`);
          if (!(await reload())) return false;
          reloaded = true;
          continue;
        }
        for (const row of rows) {
          if (!feed || row.seq !== seq + 1) throw new Error(`feed journal: input ${row.seq} after ${seq}`);
          applyInput(feed, row.input);
          seq = row.seq;
          lastNow = row.input.now;
        }
        if (rows.length < PAGE) return true;
      }
    },
    adopt(next, at, now) {
      feed = next;
      stale = false;
      seq = at;
      lastNow = now;
    },
    discard() {
      stale = true;
    },
    async lastSeq() {
      const [inputs] = await db.select({ seq: max(feedInputs.seq) }).from(feedInputs);
      return Math.max(Number(inputs?.seq ?? 0), (await snapshotSeq()) ?? 0);
    },
  };
}
