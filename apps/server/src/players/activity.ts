/**
 * Activity tracking (POST /player/activity_limit_track): the web app calls every 60 s while the tab is
 * visible; each call counts 60 s, but calls closer than 50 s to the last counted one (several tabs) count
 * nothing. Seconds are kept per UTC day; a day/week/month limit sums the last 1/7/30 days.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { playerActivity } from '../db/schema/index.js';

/** Seconds one tracking call counts. */
const TRACK_SECONDS = 60;
const MIN_GAP_MS = 50_000;
const DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };

const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Counts one tracking call for the player. */
export async function recordActivity(db: Db | Tx, userId: string, now = new Date()): Promise<void> {
  const gapStart = new Date(now.getTime() - MIN_GAP_MS);
  await db
    .insert(playerActivity)
    .values({ userId, day: utcDay(now), seconds: TRACK_SECONDS, lastTrackedAt: now })
    .onConflictDoUpdate({
      target: [playerActivity.userId, playerActivity.day],
      set: {
        seconds: sql`${playerActivity.seconds} + case when ${playerActivity.lastTrackedAt} <= ${gapStart} then ${TRACK_SECONDS} else 0 end`,
        lastTrackedAt: sql`case when ${playerActivity.lastTrackedAt} <= ${gapStart} then ${now} else ${playerActivity.lastTrackedAt} end`,
      },
    });
}

/** Seconds of activity in the period's window (day = today, week = the last 7 UTC days, month = 30). */
export async function activitySeconds(
  db: Db | Tx,
  userId: string,
  period: string | null,
  now = new Date(),
): Promise<number> {
  const days = DAYS[period ?? 'day'] ?? 1;
  const from = utcDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${playerActivity.seconds}), 0)` })
    .from(playerActivity)
    .where(and(eq(playerActivity.userId, userId), gte(playerActivity.day, from)));
  return Number(row?.total ?? 0);
}
