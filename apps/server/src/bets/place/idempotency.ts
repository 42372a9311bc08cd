/**
 * Idempotent POST /bets: the first request with a key claims it inside the placing transaction and stores its
 * answer there, so the answer and the debit commit (or roll back) together. A retry with the same key and body
 * gets the stored answer and nothing is debited again; with another body it is refused. On PostgreSQL a retry
 * that arrives while the first is still running waits on the key's row until that one commits.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema/index.js';
import { ApiError } from '../../lib/api-error.js';
import type { Queryable, Tx } from '../../wallet/index.js';
import { IDEMPOTENCY_TTL_MS } from '../constants.js';

/** Which call and player a key belongs to. */
export interface IdempotencyScope {
  userId: string;
  scope: string;
  key: string;
}

/** The SHA-256 of a parsed body (keys in schema order, so the client's key order does not matter). */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * Claims the key for this request. Null when it is new (go on, then {@link storeAnswer}); the stored answer when
 * the same request already ran. ApiError 409 idempotency_conflict when the key was used with another body.
 */
export async function claimKey(tx: Tx, id: IdempotencyScope, hash: string): Promise<unknown | null> {
  const where = and(
    eq(idempotencyKeys.userId, id.userId),
    eq(idempotencyKeys.scope, id.scope),
    eq(idempotencyKeys.key, id.key),
  );
  const expiresAt = new Date(Date.now() + IDEMPOTENCY_TTL_MS);
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...id, requestHash: hash, expiresAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [row] = await tx.select().from(idempotencyKeys).where(where).for('update');
  if (row && row.expiresAt.getTime() < Date.now()) {
    // An expired key is forgotten: the same key a day later is a new request.
    await tx
      .update(idempotencyKeys)
      .set({ requestHash: hash, statusCode: null, response: null, expiresAt })
      .where(where);
    return null;
  }
  if (!row || row.requestHash !== hash)
    throw new ApiError(409, 'idempotency_conflict', 'this Idempotency-Key was used for another request');
  if (row.statusCode === null)
    throw new ApiError(409, 'idempotency_conflict', 'a request with this Idempotency-Key is still running');
  return row.response;
}

/** Stores the answer of a claimed key, in the same transaction as what the request did. */
export async function storeAnswer(tx: Tx, id: IdempotencyScope, response: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: 200, response })
    .where(
      and(
        eq(idempotencyKeys.userId, id.userId),
        eq(idempotencyKeys.scope, id.scope),
        eq(idempotencyKeys.key, id.key),
      ),
    );
}

/** Deletes expired keys (run at start; each claim also forgets its own expired key). */
export async function purgeExpiredKeys(db: Queryable): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, new Date()));
}
