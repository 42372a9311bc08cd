/**
 * The short way of POST /bets (src/bets/place/place-at-once.ts): what it books is exactly what the transactional
 * way books (bet rows, selections, ledger rows with running balances, the stored answer), and whatever it does
 * not cover it leaves untouched (null, nothing written) for the transactional way to decide.
 */
import type { PlacedBetResponse } from '@sportsbook/contract';
import type { PlaceBetsRequest } from '@sportsbook/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeAtOnce } from '../../src/bets/place/place-at-once.js';
import { accounts, betSelections, bets, idempotencyKeys, ledgerEntries } from '../../src/db/schema/index.js';
import { requestHash } from '../../src/idempotency/index.js';
import { fixtureWorld } from '../builders/fixture-world.js';
import { claimBetKey } from '../helpers/idempotency.js';
import { ledgerViolations, SOUND_LEDGER } from '../helpers/ledger.js';
import { type BettingApp, startBettingApp, type TestPlayer } from './betting-app.js';
import { at, bet, PREMATCH, request } from './payloads.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: fixtureWorld() });
});
afterAll(() => t.close());

let keys = 0;
const bettor = (p: TestPlayer) => ({ id: p.id, currency: p.currency, isVip: false });
/** The short way after the key's claim, as the idempotency service runs it (the claim may not hold). */
const shortWay = async (p: TestPlayer, body: PlaceBetsRequest, key = `short-${++keys}`) =>
  placeAtOnce(
    t.app.db,
    t.app.bets.pricing,
    bettor(p),
    body,
    await claimBetKey(t.app.db, p.id, key, body),
    t.app.site.providerRules,
  );
const betsOf = (p: TestPlayer) => t.app.db.select().from(bets).where(eq(bets.userId, p.id));
const entriesOf = async (p: TestPlayer) => {
  const [account] = await t.app.db.select().from(accounts).where(eq(accounts.userId, p.id));
  return t.app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, account?.id ?? -1), eq(ledgerEntries.kind, 'bet_stake')))
    .orderBy(asc(ledgerEntries.id));
};

describe('placing the short way', () => {
  it('books two singles: bets, selections, stakes with running balances, the answer under the key', async () => {
    const p = await t.player({ balance: 1_000 });
    const body = request([bet([PREMATCH.norwichHome], 100), bet([PREMATCH.valladolidHome], 250)]);
    const result = await shortWay(p, body, 'two-singles');
    expect(result?.balance).toBe(650);
    expect(result?.placed.map((b) => b.status)).toEqual(['waiting_results', 'waiting_results']);
    expect(await p.balance()).toBe(650);

    const booked = await betsOf(p);
    expect(booked.map((b) => [b.stake, b.odds, b.status]).sort()).toEqual(
      [
        [100, 2100, 'waiting_results'],
        [250, 2100, 'waiting_results'],
      ].sort(),
    );
    const selections = await t.app.db
      .select()
      .from(betSelections)
      .where(eq(betSelections.betId, result?.placed[0]?.betId ?? ''));
    expect(selections).toHaveLength(1);
    expect(selections[0]).toMatchObject({ marketId: 1, outcomeId: '1', odds: 2100, status: 'open' });
    expect(selections[0]?.snapshot).toMatchObject({ live: false, match: { slug: expect.any(String) } });

    const entries = await entriesOf(p);
    expect(entries.map((e) => [e.amount, e.balanceAfter, e.reference])).toEqual([
      [-100, 900, `stake:${result?.placed[0]?.betId}`],
      [-250, 650, `stake:${result?.placed[1]?.betId}`],
    ]);
    const [key] = await t.app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, p.id), eq(idempotencyKeys.key, 'two-singles')));
    expect(key?.statusCode).toBe(200);
    expect(key?.response).toEqual(result?.placed);
    expect(key?.requestHash).toBe(requestHash(body));
    expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
  });

  it('is what POST /bets does, and a retry replays its answer without a second debit', async () => {
    const p = await t.player({ balance: 1_000 });
    const body = request([bet([PREMATCH.valladolidHome], 300)]);
    const call = () =>
      p.call<PlacedBetResponse[]>({
        method: 'POST',
        url: '/api/v3/bets',
        payload: body,
        headers: { 'idempotency-key': 'retried-key' },
      });
    const first = await call();
    const again = await call();
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await p.balance()).toBe(700);
    expect(await betsOf(p)).toHaveLength(1);
  });

  describe('leaves to the transactional way, writing nothing', () => {
    const untouched = async (p: TestPlayer, balance: number) => {
      expect(await betsOf(p)).toEqual([]);
      expect(await entriesOf(p)).toEqual([]);
      expect(await p.balance()).toBe(balance);
      // The claim is left unanswered, for the transactional way to answer.
      const claims = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, p.id));
      expect(claims.map((k) => k.statusCode)).toEqual([null]);
    };

    it('stakes the balance does not cover', async () => {
      const p = await t.player({ balance: 300 });
      expect(
        await shortWay(p, request([bet([PREMATCH.norwichHome], 200), bet([PREMATCH.valladolidHome], 200)])),
      ).toBe(null);
      await untouched(p, 300);
    });

    it('a refused check (odds moved, the player takes no change)', async () => {
      const p = await t.player({ balance: 1_000 });
      expect(await shortWay(p, request([bet([at(PREMATCH.norwichHome, 2.5)], 100)]))).toBe(null);
      await untouched(p, 1_000);
    });

    it('a player with stake limits', async () => {
      const p = await t.player({ balance: 1_000 });
      const limit = await p.call({
        method: 'POST',
        url: '/api/platform/user_limits',
        payload: { type: 'wager', period: 'day', amount: 5_000 },
        remoteAddress: '10.9.9.8',
      });
      expect(limit.status, JSON.stringify(limit.body)).toBeLessThan(300);
      expect(await shortWay(p, request([bet([PREMATCH.norwichHome], 100)]))).toBe(null);
      await untouched(p, 1_000);
    });

    it('a key that is not its claim (answered before)', async () => {
      const p = await t.player({ balance: 1_000 });
      const body = request([bet([PREMATCH.norwichHome], 100)]);
      expect(await shortWay(p, body, 'once')).not.toBe(null);
      expect(await shortWay(p, body, 'once')).toBe(null);
      expect(await betsOf(p)).toHaveLength(1);
      expect(await p.balance()).toBe(900);
    });

    it('the same key claimed twice at once: one booking, by the claim that holds', async () => {
      const p = await t.player({ balance: 1_000 });
      const body = request([bet([PREMATCH.norwichHome], 100)]);
      const results = await Promise.all([shortWay(p, body, 'twice'), shortWay(p, body, 'twice')]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      expect(await betsOf(p)).toHaveLength(1);
      expect(await p.balance()).toBe(900);
      expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
    });
  });
});
