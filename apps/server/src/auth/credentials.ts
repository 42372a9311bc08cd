/**
 * Checking an e-mail and password at sign-in, throttled per account and client (throttle.ts) instead of locked:
 * wrong passwords never lock an account, so knowing an e-mail is not enough to lock its owner out. An account
 * locked before (`locked_at`, by the former lockout) stays refused until its unlock mail is used.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { HOUSE_USER_ID, users } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { verifyNothing, verifyPassword } from './passwords.js';
import { clearClient, recordWrongPassword, throttleSignIn } from './throttle.js';

/** A user row. */
export type UserRow = typeof users.$inferSelect;

const invalid = () => new ApiError(401, 'invalid_credentials', 'Invalid e-mail or password');
const locked = () => new ApiError(403, 'account_locked', 'Account locked: see the unlock mail');

/**
 * The player whose credentials these are, tried from client `ip`; throws ApiError 401 invalid_credentials, 429
 * rate_limited (this client must wait), 403 account_locked/blocked.
 */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
  ip: string,
  now = new Date(),
): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  // The house is no player: it answers like an unknown address and never gets locked (or mailed).
  if (!user || user.id === HOUSE_USER_ID) {
    await verifyNothing(password);
    throw invalid();
  }
  if (user.lockedAt) throw locked();
  await throttleSignIn(db, user.id, ip, now);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordWrongPassword(db, user.id, ip, now);
    throw invalid();
  }
  if (user.status !== 'active') throw new ApiError(403, 'account_blocked', `Account ${user.status}`);
  await clearClient(db, user.id, ip);
  await db.update(users).set({ lastSignInAt: now, updatedAt: now }).where(eq(users.id, user.id));
  return user;
}
