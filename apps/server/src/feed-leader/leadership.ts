/**
 * Which instance runs the feed, and whether prices are current. On PostgreSQL, instances compete for an advisory
 * lock (`advisory-lock.ts`); on PGlite the database belongs to this one process, which leads from the start. The
 * leader stamps the heartbeat row as its ticks commit; any instance reads it (cached for a second) to decide
 * whether a bet may be taken: prices older than `staleMs` cannot be trusted, so bets are refused (503
 * prices_unavailable) until a leader ticks again.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { startLeaderLock } from './advisory-lock.js';
import { clearHeartbeat, readHeartbeat, stampHeartbeat } from './heartbeat.js';

/** The feed's advisory lock key ('feed' in ASCII); the migration lock is another (db/migrate.ts). */
const FEED_LOCK = 0x66_65_65_64;
/** The heartbeat row is stamped at most this often. */
const STAMP_EVERY_MS = 1000;
/** A follower reads the heartbeat at most this often. */
const READ_EVERY_MS = 1000;

/** Options of {@link createFeedLeadership}. */
export interface LeadershipOptions {
  database: Database;
  /** How often a follower tries the lock (and the leader checks its session). */
  pollMs: number;
  /** Prices whose last tick is older than this are stale. */
  staleMs: number;
  /**
   * A follower tries the lock only once the leader's heartbeat is this old (or gone): after a database restart,
   * which ends every session, the leader that was takes the lock back instead of a follower starting another
   * world. 5000 by default.
   */
  takeoverMs?: number;
  /** Called when this instance becomes the leader; it starts ticking. */
  onAcquired(): void;
  /** Called when it stops leading (lost session, shutdown); it must stop ticking. */
  onLost(): void;
  onError(error: unknown): void;
}

/** See {@link createFeedLeadership}. */
export interface FeedLeadership {
  /** This instance's name in the heartbeat row. */
  readonly instance: string;
  isLeader(): boolean;
  /** Starts competing (or leading, on PGlite); resolves after the first try. */
  start(): Promise<void>;
  /** Steps down and stops competing. */
  stop(): Promise<void>;
  /** The leader's tick committed at `at`: remember it, stamp the heartbeat (at most once a second). */
  ticked(at: number): Promise<void>;
  /** Whether the last committed tick (of whichever instance leads) is recent enough to take bets. */
  pricesCurrent(): Promise<boolean>;
  /** For metrics: leading, and seconds since the last tick known here (null: none yet). */
  state(): { leader: boolean; sinceTickSeconds: number | null };
}

/** Leadership of the feed over `options.database`. */
export function createFeedLeadership(options: LeadershipOptions): FeedLeadership {
  const { database } = options;
  const instance = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let leader = false;
  let lastTick: number | null = null;
  let lastStamp = 0;
  let read: { at: number; tickedAt: number | null } | null = null;
  let lock: ReturnType<typeof startLeaderLock> | null = null;

  const acquired = () => {
    leader = true;
    options.onAcquired();
  };
  const lost = () => {
    leader = false;
    options.onLost();
  };
  const takeoverMs = options.takeoverMs ?? 5000;
  /** The leader that was (the heartbeat names this instance) tries at once; others once it has gone quiet. */
  const mayTry = async () => {
    const row = await readHeartbeat(database.db);
    return row === null || row.instance === instance || Date.now() - row.tickedAt.getTime() > takeoverMs;
  };
  const knownTick = async (): Promise<number | null> => {
    if (leader) return lastTick;
    const now = Date.now();
    if (read === null || now - read.at >= READ_EVERY_MS) {
      const row = await readHeartbeat(database.db);
      read = { at: now, tickedAt: row ? row.tickedAt.getTime() : null };
    }
    return read.tickedAt;
  };

  return {
    instance,
    isLeader: () => leader,
    async start() {
      if (database.client.kind === 'pglite') {
        acquired();
        return;
      }
      const connectionString = database.client.pool.options.connectionString;
      if (!connectionString) throw new Error('feed leadership: the pool has no connection string');
      lock = startLeaderLock({
        connectionString,
        key: FEED_LOCK,
        pollMs: options.pollMs,
        onAcquired: acquired,
        onLost: lost,
        onError: options.onError,
        mayTry,
      });
      await lock.firstTry;
    },
    async stop() {
      const wasLeader = leader;
      if (lock) await lock.stop();
      else if (leader) lost();
      // A clean stop hands over at once: no follower waits for the heartbeat to age.
      if (wasLeader) await clearHeartbeat(database.db, instance).catch(options.onError);
    },
    async ticked(at) {
      lastTick = at;
      if (at - lastStamp < STAMP_EVERY_MS) return;
      lastStamp = at;
      await stampHeartbeat(database.db, instance, new Date(at));
    },
    async pricesCurrent() {
      const tick = await knownTick();
      return tick !== null && Date.now() - tick <= options.staleMs;
    },
    state() {
      const tick = leader ? lastTick : (read?.tickedAt ?? null);
      return { leader, sinceTickSeconds: tick === null ? null : (Date.now() - tick) / 1000 };
    },
  };
}
