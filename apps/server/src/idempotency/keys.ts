/**
 * The rows of `idempotency_keys` as the idempotency service uses them: a key is claimed (written with its owner
 * and no answer) before any work, the answer is stored where the owner is still the claimant, and a claim whose
 * attempt failed unexpectedly is released. Claims go to the database in groups (lib/group-queue.ts): the claims
 * that arrive while one group is written go together as one statement and one commit, so claiming first adds a
 * round trip to a request but not a commit per request.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { runPrepared } from '../db/statements.js';
import { groupQueue, type Pending } from '../lib/group-queue.js';
import { memoizedPer } from '../lib/memo.js';
import type { Queryable } from '../wallet/index.js';

/** Which player and call a key belongs to: the same key on another call or of another player is another key. */
export interface KeyRef {
  userId: string;
  /** The call, e.g. "POST /api/v3/bets". */
  scope: string;
  key: string;
}

/** A claimed key: the attempt `owner` runs the request whose body hashes to `hash`. */
export interface Claim extends KeyRef {
  hash: string;
  owner: string;
}

/** A decided request: what every retry with the same key and body answers. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The key as the database has it, for a claim that did not go through. */
export type KeyState =
  | { state: 'claimed' }
  | { state: 'decided'; answer: StoredAnswer; hash: string }
  | { state: 'running'; hash: string }
  | { state: 'gone' };

/** The SHA-256 of a parsed body (keys in schema order, so the client's key order does not matter). */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

interface ClaimItem {
  claim: Claim;
  expiresAt: string;
  leaseMs: number;
}

const keyOf = (k: KeyRef) => `${k.userId}\u0000${k.scope}\u0000${k.key}`;

/**
 * One claim queue per database. A group holds each key once: the statement's `on conflict do update` may not
 * touch one row twice, and the second of two claims of one key must see the first one's row anyway.
 */
const queueOf = memoizedPer((db: Db) =>
  groupQueue<ClaimItem, boolean>({
    run: (group) => claimGroup(db, group),
    fits: (item, group) => group.every((other) => keyOf(other.claim) !== keyOf(item.claim)),
  }),
);

/**
 * Claims `claim` unless the key is held: a new key, or one whose answer expired, or one left running past the
 * lease (its attempt died: anything it did is undone, since the answer commits with the work) is claimed.
 */
export function claimKey(db: Db, claim: Claim, ttlMs: number, leaseMs: number): Promise<boolean> {
  return queueOf(db)({ claim, expiresAt: new Date(Date.now() + ttlMs).toISOString(), leaseMs });
}

async function claimGroup(db: Db, group: Pending<ClaimItem, boolean>[]): Promise<void> {
  const wanted = JSON.stringify(
    group.map(({ item }) => ({
      user_id: item.claim.userId,
      scope: item.claim.scope,
      key: item.claim.key,
      request_hash: item.claim.hash,
      owner: item.claim.owner,
      expires_at: item.expiresAt,
    })),
  );
  const rows = await runPrepared<{ owner: string }>(
    db,
    sql`insert into idempotency_keys as k (user_id, scope, key, request_hash, owner, expires_at)
      select w.user_id, w.scope, w.key, w.request_hash, w.owner, w.expires_at
      from json_to_recordset(${wanted}::json) as w(user_id uuid, scope text, key text, request_hash text,
        owner uuid, expires_at timestamptz)
      on conflict (user_id, scope, key) do update
        set request_hash = excluded.request_hash, owner = excluded.owner, status_code = null, response = null,
          created_at = now(), expires_at = excluded.expires_at
        where k.expires_at < now()
          or (k.status_code is null and k.created_at < now() - ${leaseIntervalSql(group)})
      returning k.owner`,
  );
  const owners = new Set(rows.map((r) => String(r.owner)));
  for (const p of group) p.resolve(owners.has(p.item.claim.owner));
}

/** The lease of a group's claims (a service has one lease, so the first item's is every item's). */
const leaseIntervalSql = (group: readonly Pending<ClaimItem, boolean>[]) =>
  sql`make_interval(secs => ${(group[0]?.item.leaseMs ?? 0) / 1000})`;

const whereKey = (k: KeyRef) =>
  and(
    eq(idempotencyKeys.userId, k.userId),
    eq(idempotencyKeys.scope, k.scope),
    eq(idempotencyKeys.key, k.key),
  );

/** The key's row as it is now. */
export async function readKey(db: Queryable, ref: KeyRef, owner: string): Promise<KeyState> {
  const [row] = await db
    .select({
      owner: idempotencyKeys.owner,
      hash: idempotencyKeys.requestHash,
      status: idempotencyKeys.statusCode,
      body: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(whereKey(ref));
  if (!row) return { state: 'gone' };
  if (row.status !== null)
    return { state: 'decided', hash: row.hash, answer: { status: row.status, body: row.body } };
  if (row.owner === owner) return { state: 'claimed' };
  return { state: 'running', hash: row.hash };
}

/**
 * Stores the answer of `claim`; inside the transaction that did the work, so both commit or neither does.
 * Throws when the claim was taken over (the attempt outlived its lease): the transaction then rolls back.
 */
export async function storeAnswer(db: Queryable, claim: Claim, answer: StoredAnswer): Promise<void> {
  const stored = await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.status, response: answer.body })
    .where(and(whereKey(claim), eq(idempotencyKeys.owner, claim.owner), isNull(idempotencyKeys.statusCode)))
    .returning({ key: idempotencyKeys.key });
  if (stored.length === 0)
    throw new Error(`idempotency key ${claim.scope} ${claim.key} is no longer this attempt's`);
}

/** Forgets `claim` (its attempt failed without a decision), so a retry runs the request afresh. */
export async function releaseKey(db: Queryable, claim: Claim): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(whereKey(claim), eq(idempotencyKeys.owner, claim.owner), isNull(idempotencyKeys.statusCode)));
}

/** Deletes expired keys (at start; a claim also takes over its own expired key). */
export async function purgeExpiredKeys(db: Queryable): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, new Date()));
}
