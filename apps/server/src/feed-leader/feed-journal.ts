/**
 * The feed's world in the database: the leader's last snapshot (`feed_snapshot`) and its inputs since
 * (`feed_inputs`, one row per committed tick, written in that tick's transaction). The feed is pure given its
 * state and its inputs, so the snapshot plus the inputs rebuild, on any instance, the very world whose ticks
 * the catalogue holds: a new leader continues it (nothing voided, nothing replayed), a follower prices from it.
 */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { asc, eq, gt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { type FeedInput, feedInputs, feedSnapshot } from '../db/schema/index.js';

const ROW = 1;
const zip = promisify(gzip);
const unzip = promisify(gunzip);

/** A saved world: the engine's text after input `seq`. */
export interface SavedWorld {
  seq: number;
  text: string;
  savedAt: Date;
}

/** The world as text, compressed for its row (in the thread pool, not on the event loop). */
export const packWorld = (text: string): Promise<Buffer> => zip(text, { level: 3 });

/**
 * Replaces the snapshot with the world after input `seq`, and drops the inputs the previous snapshot held: those
 * since it stay one more interval, so a follower a little behind goes on replaying instead of reloading.
 */
export async function saveWorld(tx: Db | Tx, seq: number, packed: Buffer): Promise<void> {
  const savedAt = new Date();
  const [previous] = await tx
    .select({ seq: feedSnapshot.seq })
    .from(feedSnapshot)
    .where(eq(feedSnapshot.id, ROW));
  if (previous) await tx.delete(feedInputs).where(lte(feedInputs.seq, previous.seq));
  await tx
    .insert(feedSnapshot)
    .values({ id: ROW, seq, state: packed, savedAt })
    .onConflictDoUpdate({ target: feedSnapshot.id, set: { seq, state: packed, savedAt } });
  await tx.delete(feedInputs).where(lte(feedInputs.seq, seq));
}

/** The last snapshot, or null before any feed ran on this database. */
export async function readWorld(db: Db): Promise<SavedWorld | null> {
  const [row] = await db.select().from(feedSnapshot).where(eq(feedSnapshot.id, ROW));
  if (!row) return null;
  return { seq: row.seq, text: (await unzip(row.state)).toString('utf8'), savedAt: row.savedAt };
}

/** Records input `seq`. Fails when that seq exists: a second leader cannot write its own ticks in between. */
export async function appendInput(tx: Db | Tx, seq: number, input: FeedInput): Promise<void> {
  await tx.insert(feedInputs).values({ seq, input });
}

/** The inputs after `seq`, in order (at most `limit`). */
export function readInputs(
  db: Db,
  after: number,
  limit = 2000,
): Promise<{ seq: number; input: FeedInput }[]> {
  return db
    .select()
    .from(feedInputs)
    .where(gt(feedInputs.seq, after))
    .orderBy(asc(feedInputs.seq))
    .limit(limit);
}
