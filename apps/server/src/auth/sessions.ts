/**
 * Sessions in the database: `sessions.id` is the SHA-256 of the cookie's token. A session is valid while not
 * revoked, not expired, and its player active; each use pushes the expiry 30 days on, written at most once a
 * minute so a busy page does not write on every request.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
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

/**
 * The lookup every signed-in request runs, built once per database and prepared: on PostgreSQL a named
 * statement (parsed and planned once per connection, then only bound and run), and either way no query
 * building per request (it was a tenth of the API's CPU under bet load).
 */
function sessionLookup(db: Db) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      email: users.email,
      currency: users.currency,
      isVip: users.isVip,
      locale: users.locale,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.status, 'active'),
      ),
    )
    .prepare('sb_find_session');
}

const lookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

/** The valid session of a cookie token, or null. */
export async function findSession(db: Db, token: string, now = new Date()): Promise<ActiveSession | null> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ id: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  const { userId, email, currency, isVip, locale, ...session } = row;
  return { ...session, player: { id: userId, email, currency, isVip, locale } };
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
