/** Votes on predictions (GET and POST /vote): one per player and prediction; voting again replaces the answer. */
import type { Prediction } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { predictions } from '../../db/schema/index.js';

const toPrediction = (row: typeof predictions.$inferSelect): Prediction => ({
  prediction_id: row.predictionId,
  data: row.data as Prediction['data'],
  created_at: row.createdAt.toISOString(),
});

/** The player's vote on a prediction; null when they have not voted. */
export async function readVote(db: Db, userId: string, predictionId: string): Promise<Prediction | null> {
  const [row] = await db
    .select()
    .from(predictions)
    .where(and(eq(predictions.userId, userId), eq(predictions.predictionId, predictionId)));
  return row ? toPrediction(row) : null;
}

/** Records (or replaces) the player's vote. */
export async function castVote(
  db: Db,
  userId: string,
  predictionId: string,
  data: Prediction['data'],
): Promise<Prediction> {
  const [row] = await db
    .insert(predictions)
    .values({ userId, predictionId, data })
    .onConflictDoUpdate({
      target: [predictions.userId, predictions.predictionId],
      set: { data, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('vote not stored');
  return toPrediction(row);
}
