/**
 * The sportsbook session of a signed-in browser, for reality checks and session limits (spec platform §4, §8:
 * "403 on sportsbook_sessions raises a dedicated error"). It starts at the first POST /sportsbook_sessions of a
 * sign-in session. A `reality_check` limit (minutes) sets the reminder period, counted from the start or the
 * last "continue"; a `sportsbook_session` limit caps the sportsbook session, a `session` limit the sign-in
 * session, both in minutes.
 */
import type { SportsbookSession } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { netBetResult } from './limits/enforce.js';
import { inForce } from './limits/limit-rules.js';
import { currentLimits } from './limits/user-limits.js';

/** The player and their active currency (the reality check's net result is in it). */
export interface Who {
  userId: string;
  currency: string;
}

/** The {@link Who} of a signed-in player. */
export const whoOf = (player: { id: string; currency: string }): Who => ({
  userId: player.id,
  currency: player.currency,
});

type Row = { createdAt: Date; sportsbookStartedAt: Date | null; sportsbookContinuedAt: Date | null };

async function rowOf(db: Db, sessionId: string): Promise<Row> {
  const [row] = await db
    .select({
      createdAt: sessions.createdAt,
      sportsbookStartedAt: sessions.sportsbookStartedAt,
      sportsbookContinuedAt: sessions.sportsbookContinuedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!row) throw new ApiError(401, 'unauthorized', 'Sign in first');
  return row;
}

/** The session's view, or 403 `session_limit` when a session limit has run out. */
async function viewOf(db: Db, { userId, currency }: Who, row: Row, now: Date): Promise<SportsbookSession> {
  const startedAt = row.sportsbookStartedAt ?? now;
  const limits = await currentLimits(db, userId, now);
  const minutes = (type: string) => limits.find((l) => l.type === type && inForce(l))?.amount ?? null;
  const reality = minutes('reality_check');
  const sportsbookLimit = minutes('sportsbook_session');
  const sessionLimit = minutes('session');
  const since = (from: Date) => Math.max(0, Math.floor((now.getTime() - from.getTime()) / 1000));
  const over =
    (sportsbookLimit !== null && since(startedAt) >= sportsbookLimit * 60) ||
    (sessionLimit !== null && since(row.createdAt) >= sessionLimit * 60);
  if (over) throw new ApiError(403, 'session_limit', 'Session limit reached');
  const period = reality === null ? null : reality * 60;
  const checkFrom = row.sportsbookContinuedAt ?? startedAt;
  return {
    started_at: startedAt.toISOString(),
    duration: since(startedAt),
    period,
    continued_at: row.sportsbookContinuedAt?.toISOString() ?? null,
    next_check_at: period === null ? null : new Date(checkFrom.getTime() + period * 1000).toISOString(),
    limit: sportsbookLimit === null ? null : sportsbookLimit * 60,
    net_result: await netBetResult(db, userId, currency, startedAt),
    currency,
  };
}

/** POST /sportsbook_sessions: starts the sportsbook session (once per sign-in) and checks the limits. */
export async function startSportsbookSession(
  db: Db,
  who: Who,
  sessionId: string,
  now = new Date(),
): Promise<SportsbookSession> {
  const row = await rowOf(db, sessionId);
  const view = await viewOf(db, who, row, now);
  if (!row.sportsbookStartedAt) {
    await db.update(sessions).set({ sportsbookStartedAt: now }).where(eq(sessions.id, sessionId));
  }
  return view;
}

/** POST /sportsbook_sessions/continue: the player answered the reality check; the next is a period later. */
export async function continueSportsbookSession(
  db: Db,
  who: Who,
  sessionId: string,
  now = new Date(),
): Promise<SportsbookSession> {
  const row = await rowOf(db, sessionId);
  if (!row.sportsbookStartedAt) throw new ApiError(404, 'not_found', 'no sportsbook session started');
  const view = await viewOf(db, who, { ...row, sportsbookContinuedAt: now }, now);
  await db.update(sessions).set({ sportsbookContinuedAt: now }).where(eq(sessions.id, sessionId));
  return view;
}

/**
 * GET /sportsbook_sessions: the session info; 404 before POST /sportsbook_sessions, 403 `session_limit` once a
 * session limit ran out (the 30 s poll is how the browser learns it must sign out).
 */
export async function getSportsbookSession(
  db: Db,
  who: Who,
  sessionId: string,
  now = new Date(),
): Promise<SportsbookSession> {
  const row = await rowOf(db, sessionId);
  if (!row.sportsbookStartedAt) throw new ApiError(404, 'not_found', 'no sportsbook session started');
  return viewOf(db, who, row, now);
}
