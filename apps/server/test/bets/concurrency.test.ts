/** Many bets at once on one account: the balance never goes below 0 and the ledger stays balanced. */
import type { PlacedBetResponse, PlaceErrorBody } from '@sportsbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bets, ledgerEntries } from '../../src/db/schema/index.js';
import { fixtureWorld } from '../builders/fixture-world.js';
import { ledgerViolations, SOUND_LEDGER } from '../helpers/ledger.js';
import { type BettingApp, startBettingApp } from './betting-app.js';
import { bet, PREMATCH, request } from './payloads.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: fixtureWorld() });
});
afterAll(() => t.close());

const CONCURRENT = 200;
const AFFORDABLE = 150;
const STAKE = 100;

describe('200 concurrent bets on one account', () => {
  it('books exactly what the balance pays for, each debited once, and the ledger balances', async () => {
    const p = await t.player({ balance: AFFORDABLE * STAKE });
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        p.call<PlacedBetResponse[] | PlaceErrorBody>({
          method: 'POST',
          url: '/api/v3/bets',
          payload: request([bet([i % 2 ? PREMATCH.norwichHome : PREMATCH.valladolidHome], STAKE)]),
          headers: { 'idempotency-key': `concurrent-${i}` },
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `${CONCURRENT} concurrent bets in ${seconds.toFixed(2)} s: ${(CONCURRENT / seconds).toFixed(0)} bets/s`,
    );
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 422);
    expect(placed).toHaveLength(AFFORDABLE);
    expect(refused).toHaveLength(CONCURRENT - AFFORDABLE);
    expect(refused.every((a) => (a.body as PlaceErrorBody).code === 109)).toBe(true);
    expect(await p.balance()).toBe(0);

    const db = t.app.db;
    const [booked] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bets)
      .where(eq(bets.userId, p.id));
    expect(booked?.n).toBe(AFFORDABLE);
    const [account] = await db.select().from(accounts).where(eq(accounts.userId, p.id));
    const [sum] = await db
      .select({
        total: sql<string>`sum(${ledgerEntries.amount})`,
        low: sql<string>`min(${ledgerEntries.balanceAfter})`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account?.id ?? -1));
    expect(Number(sum?.total)).toBe(account?.balance);
    expect(Number(sum?.low)).toBeGreaterThanOrEqual(0);
    const stakes = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, account?.id ?? -1), eq(ledgerEntries.kind, 'bet_stake')));
    expect(stakes[0]?.n).toBe(AFFORDABLE);
    // Double entry: every movement is two entries that cancel out; balances are their sums.
    expect(await ledgerViolations(db)).toEqual(SOUND_LEDGER);
  }, 120_000);

  it('retries of one key at once debit once', async () => {
    const p = await t.player({ balance: 1_000 });
    const body = request([bet([PREMATCH.norwichHome], STAKE)]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        p.call({
          method: 'POST',
          url: '/api/v3/bets',
          payload: body,
          headers: { 'idempotency-key': 'one-key-many-tries' },
        }),
      ),
    );
    // Every retry waits for the first attempt and answers what it answered.
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await p.balance()).toBe(1_000 - STAKE);
  });
});
