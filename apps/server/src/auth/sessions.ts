/**
 * Sessions in the database: `sessions.id` is the SHA-256 of the cookie's token. A session is valid while not
 * revoked, not expired, and its player active; each use pushes the expiry 30 days on, written at most once a
 * minute so a busy page does not write on every request.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { sessions } from '../db/schema/index.js';
import { runPrepared } from '../db/statements.js';
import { groupQueue } from '../lib/group-queue.js';
import { memoizedPer } from '../lib/memo.js';
import { SESSION_TTL_MS } from './cookies.js';
import { hashToken, randomToken } from './secrets.js';

/** The signed-in player as requests see it (`request.player`). */
export interface Player {
  id: string;
  email: string | null;
  currency: string;
  isVip: boolean;
  locale: string;
}

/** A valid session and its player. */
export interface ActiveSession {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  player: Player;
}

/** Writes of lastSeenAt closer together than this are skipped. */
export const TOUCH_INTERVAL_MS = 60_000;

/** Starts a session for `userId`; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Db | Tx,
  userId: string,
  meta: { ip?: string; userAgent?: string | undefined },
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/** A session's row as the lookup reads it (raw: node-postgres and PGlite give timestamps as Date). */
interface SessionRow {
  n: number;
  id: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  user_id: string;
  email: string | null;
  currency: string;
  is_vip: boolean;
  locale: string;
}

interface Lookup {
  id: string;
  now: string;
}

/**
 * The lookup every signed-in request runs. The lookups that arrive while one is in the database go together
 * (lib/group-queue.ts): one prepared statement for the group, each checked against its own request's time.
 */
const lookUp = memoizedPer((db: Db) =>
  groupQueue<Lookup, SessionRow | null>({
    run: async (group) => {
      const rows = await runPrepared<SessionRow>(
        db,
        sql`select q.n, s.id, s.created_at, s.last_seen_at, u.id as user_id, u.email, u.currency, u.is_vip,
            u.locale
          from json_to_recordset(${JSON.stringify(group.map((p, n) => ({ n, ...p.item })))}::json)
            as q(n integer, id text, now timestamptz)
          join sessions s on s.id = q.id
          join users u on u.id = s.user_id
          where s.revoked_at is null and s.expires_at > q.now and u.status = 'active'`,
      );
      const byN = new Map(rows.map((r) => [Number(r.n), r]));
      group.forEach((p, n) => {
        p.resolve(byN.get(n) ?? null);
      });
    },
  }),
);

/** The valid session of a cookie token, or null. */
export async function findSession(db: Db, token: string, now = new Date()): Promise<ActiveSession | null> {
  const row = await lookUp(db)({ id: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
    player: {
      id: row.user_id,
      email: row.email,
      currency: row.currency,
      isVip: row.is_vip,
      locale: row.locale,
    },
  };
}

/** Slides the expiry when the last write is older than {@link TOUCH_INTERVAL_MS}; true when it wrote. */
export async function touchSession(db: Db, sessionId: string, now = new Date()): Promise<boolean> {
  const touched = await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        lt(sessions.lastSeenAt, new Date(now.getTime() - TOUCH_INTERVAL_MS)),
      ),
    )
    .returning({ id: sessions.id });
  return touched.length > 0;
}

/** Ends one session (sign-out, or rotation at sign-in). */
export async function revokeSession(db: Db | Tx, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a player (password reset, self-exclusion). */
export async function revokeSessionsOf(db: Db | Tx, userId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
