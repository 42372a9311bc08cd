/**
 * The double-entry ledger under `transfer`: every movement is two entries summing to 0, a player's balance is
 * the sum of their entries and never negative, concurrent debits of one account never overdraw it (on PGlite
 * and on PostgreSQL), and a reference books a movement once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries } from '../../src/db/schema/index.js';
import { ApiError } from '../../src/lib/api-error.js';
import {
  balanceOf,
  ensureHouseAccounts,
  houseBalance,
  type TransferInput,
  transfer,
} from '../../src/wallet/index.js';
import { openTestDatabase, type TestDatabase, testDriver } from '../helpers/database.js';
import { insertPlayer, ledgerViolations, SOUND_LEDGER } from '../helpers/ledger.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
  await ensureHouseAccounts(test.database.db);
});
afterAll(() => test.cleanup());

const db = () => test.database.db;

const newPlayer = (currency = 'EUR') => insertPlayer(db(), currency);
const move = (t: TransferInput) => db().transaction((tx) => transfer(tx, t));
const credit = (userId: string, amount: number, extra: Partial<TransferInput> = {}) =>
  move({ userId, currency: 'EUR', amount, direction: 'credit', kind: 'deposit', ...extra });
const debit = (userId: string, amount: number, extra: Partial<TransferInput> = {}) =>
  move({ userId, currency: 'EUR', amount, direction: 'debit', kind: 'withdrawal', ...extra });
const violations = () => ledgerViolations(db());

async function expectApiError(promise: Promise<unknown>, status: number, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ statusCode: status, code });
}

describe(`transfer on ${testDriver()}`, () => {
  it('books every movement twice, player and house, summing to zero', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const houseBefore = await houseBalance(db(), 'EUR');
    await credit(a, 10_000);
    await debit(a, 2_500);
    await credit(b, 700);
    await move({ userId: a, currency: 'EUR', amount: 1_000, direction: 'debit', kind: 'bet_stake' });
    await move({ userId: a, currency: 'EUR', amount: 3_000, direction: 'credit', kind: 'bet_win' });
    expect(await balanceOf(db(), a, 'EUR')).toBe(9_500);
    expect(await balanceOf(db(), b, 'EUR')).toBe(700);
    expect(await houseBalance(db(), 'EUR')).toBe(houseBefore - 10_200);
    expect(await violations()).toEqual(SOUND_LEDGER);
    const rows = await db()
      .select({ amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(eq(accounts.userId, a))
      .orderBy(ledgerEntries.id);
    expect(rows.map((r) => r.balanceAfter)).toEqual([10_000, 7_500, 6_500, 9_500]);
  });

  it('refuses a debit below zero with 422 insufficient_funds and writes nothing', async () => {
    const a = await newPlayer();
    await credit(a, 100);
    const entries = await db().$count(ledgerEntries);
    await expectApiError(debit(a, 101), 422, 'insufficient_funds');
    expect(await db().$count(ledgerEntries)).toBe(entries);
    expect(await balanceOf(db(), a, 'EUR')).toBe(100);
    expect((await debit(a, 100)).balance).toBe(0);
  });

  it('books a reference once: a repeat returns the first entry and moves nothing', async () => {
    const a = await newPlayer();
    const first = await credit(a, 500, { kind: 'bet_win', reference: `settle:${a}:1` });
    const again = await credit(a, 500, { kind: 'bet_win', reference: `settle:${a}:1` });
    expect(again).toEqual(first);
    expect(await balanceOf(db(), a, 'EUR')).toBe(500);
    // The same reference under another kind is another movement.
    await credit(a, 500, { kind: 'bet_refund', reference: `settle:${a}:1` });
    expect(await balanceOf(db(), a, 'EUR')).toBe(1_000);
  });

  it('books a reference once under concurrency too', async () => {
    const a = await newPlayer();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => credit(a, 300, { kind: 'bet_cashout', reference: `cashout:${a}` })),
    );
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await balanceOf(db(), a, 'EUR')).toBe(300);
  });

  it('refuses a reference booked on another account with 409', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    await credit(a, 100, { reference: `pay:${a}` });
    await expectApiError(credit(b, 100, { reference: `pay:${a}` }), 409, 'already_exists');
  });

  it('refuses bad amounts and missing accounts', async () => {
    const a = await newPlayer();
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 60]) {
      await expectApiError(credit(a, amount), 400, 'invalid_param');
    }
    await expectApiError(
      move({ userId: a, currency: 'BTC', amount: 1, direction: 'credit', kind: 'deposit' }),
      404,
      'not_found',
    );
  });

  it('never overdraws under 200 concurrent debits of one account', async () => {
    const a = await newPlayer();
    await credit(a, 10_000);
    const started = performance.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, () => debit(a, 100)));
    const elapsed = performance.now() - started;
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(ok).toHaveLength(100);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'insufficient_funds' });
    const balances = ok.map((o) => (o as PromiseFulfilledResult<{ balance: number }>).value.balance);
    expect(new Set(balances).size).toBe(100);
    expect(Math.min(...balances)).toBe(0);
    expect(await balanceOf(db(), a, 'EUR')).toBe(0);
    expect(await violations()).toEqual(SOUND_LEDGER);
    console.info(`200 concurrent debits on ${testDriver()}: ${elapsed.toFixed(0)} ms`);
  });

  it('moves several players per transaction without deadlocks when each locks them in one order', async () => {
    const players = (await Promise.all([newPlayer(), newPlayer(), newPlayer()])).sort();
    for (const p of players) await credit(p, 1_000);
    // Every pair, both directions, concurrently; each transaction touches its two players in sorted order
    // (the rule for callers, README). Had every movement also locked the house row, pairs would deadlock.
    const pairs = [
      [0, 1],
      [1, 2],
      [0, 2],
    ] as const;
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db().transaction(async (tx) => {
          const [x, y] = pairs[i % 3] ?? [0, 1];
          const payerFirst = i % 2 === 0;
          const moves: TransferInput[] = [
            {
              userId: players[x] ?? '',
              currency: 'EUR',
              amount: 10,
              direction: payerFirst ? 'debit' : 'credit',
              kind: 'bet_stake',
            },
            {
              userId: players[y] ?? '',
              currency: 'EUR',
              amount: 10,
              direction: payerFirst ? 'credit' : 'debit',
              kind: 'bet_win',
            },
          ];
          for (const m of moves) await transfer(tx, m);
        }),
      ),
    );
    const total = (await Promise.all(players.map((p) => balanceOf(db(), p, 'EUR')))).reduce((a, b) => a + b);
    expect(total).toBe(3_000);
    expect(await violations()).toEqual(SOUND_LEDGER);
  });

  it('rolls back with the caller: nothing of a failed transaction stays', async () => {
    const a = await newPlayer();
    await credit(a, 1_000);
    await expect(
      db().transaction(async (tx) => {
        await transfer(tx, {
          userId: a,
          currency: 'EUR',
          amount: 400,
          direction: 'debit',
          kind: 'bet_stake',
        });
        throw new Error('placement failed later');
      }),
    ).rejects.toThrow('placement failed later');
    expect(await balanceOf(db(), a, 'EUR')).toBe(1_000);
  });
});
