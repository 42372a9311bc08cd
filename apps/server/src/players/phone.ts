/**
 * Phone verification (GET/POST /player/phone, POST /player/phone/verify): a 6-digit code by SMS through the
 * outbox, valid 10 minutes, 5 tries; a new code at most once a minute and 5 a day. The code is stored hashed
 * with the player's id, so equal codes of two players do not hash alike.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Phone } from '@sportsbook/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { phoneVerifications, users } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { sqlState, UNIQUE_VIOLATION } from '../lib/sql-state.js';
import { enqueueSms } from '../mail/outbox.js';
import { phoneCountry } from './calling-codes.js';

const RESEND_MS = 60_000;
const CODE_TTL_MS = 10 * 60_000;
const SMS_WINDOW_MS = 24 * 60 * 60_000;
const SMS_PER_WINDOW = 5;
const MAX_ATTEMPTS = 5;

const codeHash = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

type Pending = typeof phoneVerifications.$inferSelect;

const limitReached = (p: Pending, now: Date) =>
  p.sentCount >= SMS_PER_WINDOW && p.windowStartedAt.getTime() + SMS_WINDOW_MS > now.getTime();

/** The player's phone verification as GET /player/phone answers it. */
export async function phoneView(db: Db, userId: string, now = new Date()): Promise<Phone> {
  const [user] = await db
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  const [pending] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  const verified = Boolean(user?.phone && user.verifiedAt);
  const number = pending?.phoneNumber ?? user?.phone ?? null;
  const resendAt = pending ? new Date(pending.lastSentAt.getTime() + RESEND_MS) : null;
  return {
    phone_number: number,
    phone_country: number ? phoneCountry(number) : null,
    verified_status: pending ? 'pending' : verified ? 'verified' : 'unverified',
    resend_timeout_until: resendAt && resendAt > now ? resendAt.toISOString() : null,
    sms_limit_reached: pending ? limitReached(pending, now) : false,
    isVerified: verified,
  };
}

/** Sends a new code to `phoneNumber`; 429 when asked again too soon or too often, 409 for another's number. */
export async function sendPhoneCode(
  db: Db,
  player: { id: string; locale: string },
  phoneNumber: string,
  now = new Date(),
): Promise<Phone> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phoneNumber), ne(users.id, player.id)));
  if (taken)
    throw new ApiError(409, 'already_exists', 'This number belongs to another account', 'phone_number');
  await db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, player.id))
      .for('update');
    if (pending && pending.lastSentAt.getTime() + RESEND_MS > now.getTime()) {
      throw new ApiError(429, 'resend_too_soon', 'Wait a minute before asking for another code');
    }
    if (pending && limitReached(pending, now)) {
      throw new ApiError(429, 'sms_limit_reached', 'No more codes today');
    }
    const newWindow = !pending || pending.windowStartedAt.getTime() + SMS_WINDOW_MS <= now.getTime();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = {
      phoneNumber,
      codeHash: codeHash(player.id, code),
      attempts: 0,
      sentCount: newWindow ? 1 : (pending?.sentCount ?? 0) + 1,
      windowStartedAt: newWindow ? now : (pending?.windowStartedAt ?? now),
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    };
    await tx
      .insert(phoneVerifications)
      .values({ userId: player.id, ...row })
      .onConflictDoUpdate({ target: phoneVerifications.userId, set: row });
    await enqueueSms(tx, { to: phoneNumber, template: 'phone_code', locale: player.locale, data: { code } });
  });
  return phoneView(db, player.id, now);
}

/** Checks a code; the number becomes the player's verified phone. 422 `invalid_code` otherwise. */
export async function verifyPhoneCode(
  db: Db,
  userId: string,
  code: string,
  now = new Date(),
): Promise<Phone> {
  const [pending] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  if (!pending || pending.expiresAt <= now || pending.attempts >= MAX_ATTEMPTS) {
    throw new ApiError(422, 'invalid_code', 'No valid code: ask for a new one', 'code');
  }
  if (pending.codeHash !== codeHash(userId, code)) {
    await db
      .update(phoneVerifications)
      .set({ attempts: pending.attempts + 1 })
      .where(eq(phoneVerifications.userId, userId));
    throw new ApiError(422, 'invalid_code', 'Wrong code', 'code');
  }
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ phone: pending.phoneNumber, phoneVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, userId));
      await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
    });
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    throw new ApiError(409, 'already_exists', 'This number belongs to another account', 'phone_number');
  }
  return phoneView(db, userId, now);
}
