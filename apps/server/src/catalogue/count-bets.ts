/**
 * Counts placed bets on their matches (`matches.bets_count`, a sort key of GET /matches). The betting code calls
 * it after the placing transaction commits, not inside it: a popular match's row would otherwise serialise every
 * bet on it until commit (and wait on the feed's writes of that row).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { matches } from '../db/schema/index.js';

/** Adds one bet per entry of `matchIds` (an id may repeat). */
export async function countBets(db: Db, matchIds: readonly number[]): Promise<void> {
  if (matchIds.length === 0) return;
  const counts = new Map<number, number>();
  for (const id of matchIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  // Sorted, so two updates of the same matches lock their rows in one order.
  for (const [id, n] of [...counts].sort(([a], [b]) => a - b))
    await db
      .update(matches)
      .set({ betsCount: sql`${matches.betsCount} + ${n}` })
      .where(eq(matches.id, id));
}
