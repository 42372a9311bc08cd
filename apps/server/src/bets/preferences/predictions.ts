/**
 * Votes on predictions (GET and POST /vote): one per player and prediction; voting again replaces the answer.
 * GET /vote/results counts everybody's answers.
 */
import { MAX_VOTE_RESULT_ANSWERS, type Prediction, type VoteResults } from '@sportsbook/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
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

/** Everybody's votes on a prediction by answer (equal JSON is one answer), the most chosen first. */
export async function voteResults(db: Db, predictionId: string): Promise<VoteResults> {
  const votes = count();
  const rows = await db
    .select({ data: predictions.data, votes })
    .from(predictions)
    .where(eq(predictions.predictionId, predictionId))
    .groupBy(predictions.data)
    .orderBy(desc(votes), sql`${predictions.data}::text`);
  return {
    prediction_id: predictionId,
    total: rows.reduce((sum, row) => sum + row.votes, 0),
    answers: rows
      .slice(0, MAX_VOTE_RESULT_ANSWERS)
      .map((row) => ({ data: row.data as Prediction['data'], votes: row.votes })),
  };
}
