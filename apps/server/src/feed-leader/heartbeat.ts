/**
 * The feed's heartbeat row (`feed_heartbeat`, id 1): the leader stamps it as its ticks commit, every instance
 * reads it to know how old the prices may be.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { feedHeartbeat } from '../db/schema/index.js';

const ROW = 1;

/** Records that `instance` committed a tick at `at`. */
export async function stampHeartbeat(db: Db, instance: string, at: Date): Promise<void> {
  await db
    .insert(feedHeartbeat)
    .values({ id: ROW, instance, tickedAt: at })
    .onConflictDoUpdate({ target: feedHeartbeat.id, set: { instance, tickedAt: at } });
}

/** Removes `instance`'s stamp (it stops leading cleanly): the others may take over at once. */
export async function clearHeartbeat(db: Db, instance: string): Promise<void> {
  await db.delete(feedHeartbeat).where(and(eq(feedHeartbeat.id, ROW), eq(feedHeartbeat.instance, instance)));
}

/** The last stamp: who led and when it last ticked; null before any feed ran on this database. */
export async function readHeartbeat(db: Db): Promise<{ instance: string; tickedAt: Date } | null> {
  const [row] = await db
    .select({ instance: feedHeartbeat.instance, tickedAt: feedHeartbeat.tickedAt })
    .from(feedHeartbeat)
    .where(eq(feedHeartbeat.id, ROW));
  return row ?? null;
}
