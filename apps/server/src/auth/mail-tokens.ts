/**
 * The one-time tokens mailed to a player: e-mail confirmation, password reset (6 hours), unlock. Each issue
 * replaces the previous token of its kind, so only the newest link works; using a token clears it.
 */
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { enqueueMail } from '../mail/outbox.js';
import { hashToken, randomToken } from './secrets.js';

/** A password-reset link expires this long after it was sent. */
const RESET_TTL_MS = 6 * 60 * 60 * 1000;

type Recipient = { id: string; email: string | null; locale: string };

/** Mails a new confirmation link (nothing for a player without e-mail). */
export async function sendConfirmation(db: Db | Tx, user: Recipient): Promise<void> {
  if (!user.email) return;
  const token = randomToken();
  await db
    .update(users)
    .set({ confirmationTokenHash: hashToken(token) })
    .where(eq(users.id, user.id));
  await enqueueMail(db, { to: user.email, template: 'confirmation', locale: user.locale, data: { token } });
}

/** Mails a new password-reset link. */
export async function sendPasswordReset(db: Db | Tx, user: Recipient, now = new Date()): Promise<void> {
  if (!user.email) return;
  const token = randomToken();
  await db
    .update(users)
    .set({ resetPasswordTokenHash: hashToken(token), resetPasswordSentAt: now })
    .where(eq(users.id, user.id));
  await enqueueMail(db, { to: user.email, template: 'reset_password', locale: user.locale, data: { token } });
}

/** Mails a new unlock link. */
export async function sendUnlock(db: Db | Tx, user: Recipient): Promise<void> {
  if (!user.email) return;
  const token = randomToken();
  await db
    .update(users)
    .set({ unlockTokenHash: hashToken(token) })
    .where(eq(users.id, user.id));
  await enqueueMail(db, { to: user.email, template: 'unlock', locale: user.locale, data: { token } });
}

/** Confirms the e-mail of the token's player; false for an unknown (or already used) token. */
export async function confirmEmail(db: Db, token: string, now = new Date()): Promise<boolean> {
  const done = await db
    .update(users)
    .set({ emailConfirmedAt: now, confirmationTokenHash: null, updatedAt: now })
    .where(eq(users.confirmationTokenHash, hashToken(token)))
    .returning({ id: users.id });
  return done.length > 0;
}

/** Unlocks the token's player and forgets the failed sign-ins; false for an unknown token. */
export async function unlockAccount(db: Db, token: string, now = new Date()): Promise<boolean> {
  const done = await db
    .update(users)
    .set({ lockedAt: null, failedSignInCount: 0, unlockTokenHash: null, updatedAt: now })
    .where(eq(users.unlockTokenHash, hashToken(token)))
    .returning({ id: users.id });
  return done.length > 0;
}

/**
 * Sets a new password for the token's player if the token is younger than {@link RESET_TTL_MS}, and unlocks
 * the account (the player just proved they read its mail). Returns the player's id, or null.
 */
export async function resetPassword(
  db: Db | Tx,
  token: string,
  passwordHash: string,
  now = new Date(),
): Promise<string | null> {
  const [done] = await db
    .update(users)
    .set({
      passwordHash,
      resetPasswordTokenHash: null,
      resetPasswordSentAt: null,
      lockedAt: null,
      failedSignInCount: 0,
      unlockTokenHash: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(users.resetPasswordTokenHash, hashToken(token)),
        isNotNull(users.resetPasswordSentAt),
        gt(users.resetPasswordSentAt, new Date(now.getTime() - RESET_TTL_MS)),
      ),
    )
    .returning({ id: users.id });
  return done?.id ?? null;
}
