/**
 * The sign-in throttle, instead of a lockout (which let anyone who knows an e-mail lock its owner out). Two
 * counts of wrong passwords, in the database so every instance sees them (schema `sign_in_failures`):
 *
 * - per account and client IP, strictly: after {@link FREE_CLIENT_FAILURES} wrong passwords that client waits
 *   before its next try, 1 s doubling with each further failure up to 15 minutes: 429 rate_limited with
 *   Retry-After, the password not even checked. A correct password clears the client's count.
 * - per account over every client, loosely: past {@link FREE_ACCOUNT_FAILURES} every try on the account is slowed
 *   (a delay before the password is checked, 25 ms doubling every 5 failures up to 1 s), never refused. So
 *   guessing from many addresses slows down, and the owner still signs in from a clean client.
 *
 * A count is forgotten an hour after its first failure.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signInFailures } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';

/** Wrong passwords from one client for one account before that client waits: a few typos cost nothing. */
export const FREE_CLIENT_FAILURES = 5;
/** Wrong passwords for an account, from any client, before every sign-in to it is slowed. */
const FREE_ACCOUNT_FAILURES = 20;
/** How long a count lasts after its first failure. */
const FAILURE_WINDOW_MS = 3_600_000;
const FIRST_CLIENT_WAIT_MS = 1_000;
const MAX_CLIENT_WAIT_MS = 15 * 60_000;
const FIRST_ACCOUNT_DELAY_MS = 25;
const MAX_ACCOUNT_DELAY_MS = 1_000;

/** The account's own row has no client. */
const ACCOUNT = '';

/** How long a client with `failures` wrong passwords waits after its last one (0 while it has some free). */
export function clientWaitMs(failures: number): number {
  if (failures < FREE_CLIENT_FAILURES) return 0;
  return Math.min(MAX_CLIENT_WAIT_MS, FIRST_CLIENT_WAIT_MS * 2 ** (failures - FREE_CLIENT_FAILURES));
}

/** How long every try on an account with `failures` wrong passwords is held before the check. */
export function accountDelayMs(failures: number): number {
  if (failures < FREE_ACCOUNT_FAILURES) return 0;
  return Math.min(
    MAX_ACCOUNT_DELAY_MS,
    FIRST_ACCOUNT_DELAY_MS * 2 ** ((failures - FREE_ACCOUNT_FAILURES) / 5),
  );
}

/**
 * Before a password is checked: throws 429 rate_limited (Retry-After) while `ip` must wait for `userId`, else
 * waits out the account's delay.
 */
export async function throttleSignIn(db: Db, userId: string, ip: string, now: Date): Promise<void> {
  const rows = await db
    .select()
    .from(signInFailures)
    .where(and(eq(signInFailures.userId, userId), inArray(signInFailures.ip, [ip, ACCOUNT])));
  const current = (row: (typeof rows)[number] | undefined) =>
    row && now.getTime() - row.windowStartedAt.getTime() < FAILURE_WINDOW_MS ? row : undefined;
  const client = current(rows.find((r) => r.ip === ip && ip !== ACCOUNT));
  if (client) {
    const until = client.lastFailureAt.getTime() + clientWaitMs(client.failures);
    if (until > now.getTime()) {
      const seconds = Math.ceil((until - now.getTime()) / 1000);
      throw new ApiError(
        429,
        'rate_limited',
        `Too many wrong passwords from this client: retry in ${seconds} s`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
  }
  const delay = accountDelayMs(current(rows.find((r) => r.ip === ACCOUNT))?.failures ?? 0);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

/** Counts a wrong password for the account and for the client, in one statement (parallel tries all count). */
export async function recordWrongPassword(db: Db, userId: string, ip: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const rows = [...new Set([ip, ACCOUNT])].map((who) => ({
    userId,
    ip: who,
    failures: 1,
    windowStartedAt: now,
    lastFailureAt: now,
  }));
  const expired = sql`${signInFailures.windowStartedAt} < ${windowStart}`;
  await db
    .insert(signInFailures)
    .values(rows)
    .onConflictDoUpdate({
      target: [signInFailures.userId, signInFailures.ip],
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${signInFailures.windowStartedAt} end`,
        lastFailureAt: sql`excluded.last_failure_at`,
      },
    });
}

/** After a correct password: the client's count is cleared (the account's decays with its window). */
export async function clearClient(db: Db, userId: string, ip: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.userId, userId), eq(signInFailures.ip, ip)));
}
