/**
 * Checking an e-mail and password at sign-in, with lockout: the 10th wrong password in a row locks the account
 * and mails an unlock link; a locked account is refused before its password is even checked, so guessing stops
 * there. A correct password resets the count.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { HOUSE_USER_ID, users } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { sendUnlock } from './mail-tokens.js';
import { verifyNothing, verifyPassword } from './passwords.js';

/** Wrong passwords in a row that lock an account. */
export const MAX_FAILED_SIGN_INS = 10;

/** A user row. */
export type UserRow = typeof users.$inferSelect;

const invalid = () => new ApiError(401, 'invalid_credentials', 'Invalid e-mail or password');
const locked = () =>
  new ApiError(403, 'account_locked', 'Account locked after too many failed sign-ins: see the unlock mail');

/** The player whose credentials these are; throws ApiError 401 invalid_credentials, 403 account_locked/blocked. */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
  now = new Date(),
): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  // The house is no player: it answers like an unknown address and never gets locked (or mailed).
  if (!user || user.id === HOUSE_USER_ID) {
    await verifyNothing(password);
    throw invalid();
  }
  if (user.lockedAt) throw locked();
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw (await recordFailure(db, user, now)) ? locked() : invalid();
  }
  if (user.status !== 'active') throw new ApiError(403, 'account_blocked', `Account ${user.status}`);
  await db
    .update(users)
    .set({ failedSignInCount: 0, lastSignInAt: now, updatedAt: now })
    .where(eq(users.id, user.id));
  return user;
}

/** Counts a failure atomically (parallel guesses all count) and locks at the limit; true when locked. */
async function recordFailure(db: Db, user: UserRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ failedSignInCount: sql`${users.failedSignInCount} + 1`, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning({ count: users.failedSignInCount, lockedAt: users.lockedAt });
    if (!row || row.count < MAX_FAILED_SIGN_INS) return false;
    if (row.lockedAt) return true;
    await tx.update(users).set({ lockedAt: now }).where(eq(users.id, user.id));
    await sendUnlock(tx, user);
    return true;
  });
}
