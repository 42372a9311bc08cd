/** A claimed Idempotency-Key for tests that call the placing code below the idempotency service. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.js';
import {
  type Claim,
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_MS,
  requestHash,
} from '../../src/idempotency/index.js';
import { claimKey } from '../../src/idempotency/keys.js';

/** Claims `key` of POST /bets for `userId` as the service does before placing; the claim whether it held or not. */
export async function claimBetKey(db: Db, userId: string, key: string, body: unknown = {}): Promise<Claim> {
  const claim = { userId, scope: 'POST /api/v3/bets', key, hash: requestHash(body), owner: randomUUID() };
  await claimKey(db, claim, IDEMPOTENCY_TTL_MS, IDEMPOTENCY_LEASE_MS);
  return claim;
}
