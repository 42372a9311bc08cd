/**
 * Idempotent money-moving POSTs (src/idempotency): 50 retries of one key sent while the first attempt is held in
 * flight (the service's beforeWork seam) all get the first attempt's answer, and the money moves once; a refusal
 * retried is the same refusal, even after the cause is gone; another body with the key is 422; a retry that
 * waits longer than the bound gets 409 idempotency_in_progress with Retry-After.
 */
import { randomUUID } from 'node:crypto';
import type { PlacedBetResponse } from '@sportsbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accounts, idempotencyKeys, ledgerEntries } from '../../src/db/schema/index.js';
import { IDEMPOTENCY_TTL_MS, IDEMPOTENCY_WAIT_MS, requestHash } from '../../src/idempotency/index.js';
import { claimKey } from '../../src/idempotency/keys.js';
import { transfer } from '../../src/wallet/index.js';
import { type BettingApp, startBettingApp, type TestPlayer } from '../bets/betting-app.js';
import { bet, request } from '../bets/payloads.js';
import { bettingWorld, EXTRA, on } from '../bets/worlds.js';
import type { Answer } from '../helpers/app.js';
import { ledgerViolations, SOUND_LEDGER } from '../helpers/ledger.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: bettingWorld() });
});
afterAll(() => t.close());
afterEach(() => {
  t.app.idempotency.beforeWork = async () => {};
  t.app.idempotency.waitMs = IDEMPOTENCY_WAIT_MS;
});

const RETRIES = 50;
let keys = 0;
const newKey = () => `retry-key-${++keys}-${Date.now()}`;

interface Call {
  method: 'POST';
  url: string;
  payload: object;
}

/** Holds the next attempt once its key is claimed: `claimed` resolves then, `release` lets it go on. */
function holdNextAttempt() {
  let release = () => {};
  let held = () => {};
  const claimed = new Promise<void>((resolve) => {
    held = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  t.app.idempotency.beforeWork = async () => {
    t.app.idempotency.beforeWork = async () => {};
    held();
    await gate;
  };
  return { claimed, release };
}

/**
 * Sends `call` with `key`, holds its attempt once the key is claimed, sends RETRIES retries meanwhile, lets them
 * start waiting, then releases the first. Answers the first's answer and the retries'.
 */
async function retriedWhileHeld(p: TestPlayer, call: Call, key: string) {
  const { claimed, release } = holdNextAttempt();
  const send = () => p.call({ ...call, headers: { 'idempotency-key': key } });
  const first = send();
  await claimed;
  const retries = Array.from({ length: RETRIES }, send);
  await new Promise((resolve) => setTimeout(resolve, 200));
  release();
  return { first: await first, retries: await Promise.all(retries) };
}

const same = (first: Answer<unknown>, retries: Answer<unknown>[]) => {
  expect(retries.map((r) => r.status)).toEqual(retries.map(() => first.status));
  expect(new Set(retries.map((r) => JSON.stringify(r.body)))).toEqual(new Set([JSON.stringify(first.body)]));
};

/** The player's ledger entries of `kind`. */
async function entries(p: TestPlayer, kind: 'bet_stake' | 'deposit' | 'withdrawal' | 'bet_cashout') {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(and(eq(accounts.userId, p.id), eq(ledgerEntries.kind, kind)));
  return row?.n ?? 0;
}

const placeCall = (stake: number): Call => ({
  method: 'POST',
  url: '/api/v3/bets',
  payload: request([bet([on(EXTRA[0] as number).home], stake)]),
});
const payCall = (kind: 'deposit' | 'withdraw', amount: number): Call => ({
  method: 'POST',
  url: `/api/platform/payments/${kind}`,
  payload: { currency: 'EUR', amount },
});

describe('50 retries while the first attempt is in flight', () => {
  it('POST /bets: every answer is the first, one debit', async () => {
    const p = await t.player({ balance: 5_000 });
    const { first, retries } = await retriedWhileHeld(p, placeCall(1_000), newKey());
    expect(first.status).toBe(200);
    same(first, retries);
    expect(await p.balance()).toBe(4_000);
    expect(await entries(p, 'bet_stake')).toBe(1);
  });

  it('POST /payments/deposit: every answer is the first, one credit', async () => {
    const p = await t.player({ balance: 0 });
    const { first, retries } = await retriedWhileHeld(p, payCall('deposit', 700), newKey());
    expect(first.status).toBe(200);
    same(first, retries);
    expect(await p.balance()).toBe(700);
    expect(await entries(p, 'deposit')).toBe(1);
  });

  it('POST /payments/withdraw: every answer is the first, one debit', async () => {
    const p = await t.player({ balance: 1_000 });
    const { first, retries } = await retriedWhileHeld(p, payCall('withdraw', 400), newKey());
    expect(first.status).toBe(200);
    same(first, retries);
    expect(await p.balance()).toBe(600);
    expect(await entries(p, 'withdrawal')).toBe(1);
  });

  it('POST /bets/cashout: every answer is the first, one payment', async () => {
    const p = await t.player({ balance: 5_000 });
    const placed = await p.call<PlacedBetResponse[]>({
      ...placeCall(1_000),
      headers: { 'idempotency-key': newKey() },
    });
    const betId = placed.body[0]?.betId;
    // Odds 2.0 and a true probability of 0.5: the offer is 950.
    const cashout = {
      method: 'POST' as const,
      url: '/api/v3/bets/cashout',
      payload: { bet_id: betId, to_cashout: 950 },
    };
    const { first, retries } = await retriedWhileHeld(p, cashout, newKey());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    same(first, retries);
    expect(await p.balance()).toBe(4_950);
    expect(await entries(p, 'bet_cashout')).toBe(1);
    expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
  });
});

describe('a refusal retried', () => {
  it('POST /payments/withdraw: the same 422, even once the balance would cover it', async () => {
    const p = await t.player({ balance: 100 });
    const key = newKey();
    const { first, retries } = await retriedWhileHeld(p, payCall('withdraw', 400), key);
    expect(first).toMatchObject({ status: 422, body: { code: 'insufficient_funds' } });
    same(first, retries);
    await t.app.db.transaction((tx) =>
      transfer(tx, { userId: p.id, currency: 'EUR', amount: 1_000, direction: 'credit', kind: 'deposit' }),
    );
    const later = await p.call({ ...payCall('withdraw', 400), headers: { 'idempotency-key': key } });
    expect(later).toMatchObject({ status: 422, body: first.body });
    expect(await p.balance()).toBe(1_100);
  });

  it('POST /bets: the same 422, even once the balance would cover it', async () => {
    const p = await t.player({ balance: 500 });
    const key = newKey();
    const { first, retries } = await retriedWhileHeld(p, placeCall(1_000), key);
    expect(first.status, JSON.stringify(first.body)).toBe(422);
    same(first, retries);
    await t.app.db.transaction((tx) =>
      transfer(tx, { userId: p.id, currency: 'EUR', amount: 1_000, direction: 'credit', kind: 'deposit' }),
    );
    const later = await p.call({ ...placeCall(1_000), headers: { 'idempotency-key': key } });
    expect(later).toMatchObject({ status: 422, body: first.body });
    expect(await p.balance()).toBe(1_500);
    expect(await entries(p, 'bet_stake')).toBe(0);
  });
});

describe('the key', () => {
  it('with another body: 422 idempotency_key_reused, while in flight and after', async () => {
    const p = await t.player({ balance: 5_000 });
    const headers = { 'idempotency-key': newKey() };
    const { claimed, release } = holdNextAttempt();
    const first = p.call({ ...payCall('deposit', 100), headers });
    await claimed;
    const during = await p.call({ ...payCall('deposit', 200), headers });
    release();
    expect((await first).status).toBe(200);
    const after = await p.call({ ...payCall('deposit', 200), headers });
    for (const other of [during, after])
      expect(other).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
    expect(await p.balance()).toBe(5_100);
  });

  it('a retry that outwaits the bound: 409 idempotency_in_progress with Retry-After, then the answer', async () => {
    const p = await t.player({ balance: 5_000 });
    t.app.idempotency.waitMs = 50;
    const { claimed, release } = holdNextAttempt();
    const headers = { 'idempotency-key': newKey() };
    const first = p.call({ ...placeCall(1_000), headers });
    await claimed;
    const early = await p.call({ ...placeCall(1_000), headers });
    expect(early).toMatchObject({ status: 409, body: { code: 'idempotency_in_progress' } });
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    release();
    const done = await first;
    const later = await p.call({ ...placeCall(1_000), headers });
    expect(later).toMatchObject({ status: 200, body: done.body });
    expect(await p.balance()).toBe(4_000);
  });

  it('expires: once past its time it is a new request (even with another body), and the purge deletes it', async () => {
    const p = await t.player({ balance: 5_000 });
    const key = newKey();
    const headers = { 'idempotency-key': key };
    expect((await p.call({ ...payCall('withdraw', 100), headers })).status).toBe(200);
    const expire = () =>
      t.app.db
        .update(idempotencyKeys)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(and(eq(idempotencyKeys.userId, p.id), eq(idempotencyKeys.key, key)));
    await expire();
    expect((await p.call({ ...payCall('withdraw', 200), headers })).status).toBe(200);
    expect(await p.balance()).toBe(4_700);
    await expire();
    await t.app.idempotency.purge();
    const left = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, p.id));
    expect(left).toEqual([]);
  });

  it("held by an attempt that died: 409 until the claim's lease ends, then the retry runs it once", async () => {
    const p = await t.player({ balance: 5_000 });
    t.app.idempotency.waitMs = 50;
    const key = newKey();
    const headers = { 'idempotency-key': key };
    const call = payCall('withdraw', 300);
    // The claim of an attempt whose instance was killed before it answered: nothing of its work committed.
    const dead = {
      userId: p.id,
      scope: 'POST /api/platform/payments/withdraw',
      key,
      hash: requestHash(call.payload),
      owner: randomUUID(),
    };
    expect(await claimKey(t.app.db, dead, IDEMPOTENCY_TTL_MS, t.app.idempotency.leaseMs)).toBe(true);
    const held = await p.call({ ...call, headers });
    expect(held).toMatchObject({ status: 409, body: { code: 'idempotency_in_progress' } });
    // The lease ends: the claim is as old as the lease.
    await t.app.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - t.app.idempotency.leaseMs - 1_000) })
      .where(and(eq(idempotencyKeys.userId, p.id), eq(idempotencyKeys.key, key)));
    const retried = await p.call({ ...call, headers });
    expect(retried.status).toBe(200);
    expect((await p.call({ ...call, headers })).body).toEqual(retried.body);
    expect(await p.balance()).toBe(4_700);
    expect(await entries(p, 'withdrawal')).toBe(1);
  });

  it('is released when the first attempt fails unexpectedly, so a retry runs afresh', async () => {
    const p = await t.player({ balance: 5_000 });
    t.app.idempotency.beforeWork = async () => {
      t.app.idempotency.beforeWork = async () => {};
      throw new Error('the connection dropped');
    };
    const headers = { 'idempotency-key': newKey() };
    const failed = await p.call({ ...payCall('withdraw', 300), headers });
    expect(failed).toMatchObject({ status: 500, body: { code: 'internal_error' } });
    const retried = await p.call({ ...payCall('withdraw', 300), headers });
    expect(retried.status).toBe(200);
    expect(await p.balance()).toBe(4_700);
  });
});
