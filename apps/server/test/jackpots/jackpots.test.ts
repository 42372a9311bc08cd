/**
 * Jackpots through the front door: contributions of qualifying bets in their placing transaction, a forced hit
 * paid through the ledger once (also when two bets race for it), the level's next round, the hit listed and
 * marked seen, POST /jackpots, the flag, bad input. The test configuration's jackpots (test/helpers/jackpots.json)
 * never hit by chance.
 */
import type {
  BetsResponse,
  FitJackpotsResponse,
  Jackpot,
  JackpotHit,
  NotificationPage,
  PlacedBetResponse,
} from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jackpotHits, ledgerEntries } from '../../src/db/schema/index.js';
import { seedHashOf } from '../../src/jackpots/jackpot-math.js';
import { type BettingApp, startBettingApp, type TestPlayer } from '../bets/betting-app.js';
import { bet, request } from '../bets/payloads.js';
import { bettingWorld, EXTRA, on } from '../bets/worlds.js';
import { ledgerViolations, SOUND_LEDGER } from '../helpers/ledger.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: bettingWorld() });
});
afterAll(() => t.close());

const match = EXTRA[0] as number;

async function place(p: TestPlayer, stake: number): Promise<PlacedBetResponse> {
  const res = await p.call<PlacedBetResponse[]>({
    method: 'POST',
    url: '/api/v3/bets',
    payload: request([bet([on(match).over], stake)]),
    headers: { 'idempotency-key': `jackpot-${Math.random()}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[0] as PlacedBetResponse;
}

const jackpot = async () =>
  (await t.call<Jackpot>({ method: 'GET', url: '/api/v2/jackpots/test-jackpot' })).body;
const pools = async () => {
  const levels = (await jackpot()).levels;
  const of = (code: string) => levels.find((l) => l.code === code)?.pool_amount ?? -1;
  return { mini: of('mini'), major: of('major') };
};
const forceMini = () => t.call({ method: 'POST', url: '/dev/jackpots/test-jackpot/levels/mini/force-hit' });
const usedInJackpot = async (p: TestPlayer, id: string) => {
  const list = await p.call<BetsResponse>({ method: 'GET', url: '/api/v3/bets?filter=all' });
  return list.body.data.find((b) => b.id === id)?.used_in_jackpot;
};

describe('contributions', () => {
  it('takes 1 % of a qualifying stake into the levels, 70/30, remainder to the first', async () => {
    const before = await pools();
    const p = await t.player({ balance: 10_000 });
    const placed = await place(p, 1_999);
    const after = await pools();
    // 1 % of 19.99 EUR is 19 cents taken: 13.3 and 5.7 floor to 13 and 5, the cent left goes to mini.
    expect(after.mini - before.mini).toBe(14);
    expect(after.major - before.major).toBe(5);
    expect(await usedInJackpot(p, placed.betId)).toBe(true);
    expect(await p.balance()).toBe(10_000 - 1_999);
  });

  it('leaves a bet below the minimum stake out', async () => {
    const before = await pools();
    const p = await t.player({ balance: 10_000 });
    const placed = await place(p, 199);
    expect(await pools()).toEqual(before);
    expect(await usedInJackpot(p, placed.betId)).toBe(false);
  });

  it('answers POST /jackpots per bet of a slip', async () => {
    const res = await t.call<FitJackpotsResponse>({
      method: 'POST',
      url: '/api/v2/jackpots',
      payload: {
        meta: {},
        bets: [
          bet([on(match).over], 500),
          bet([on(match).over], 100),
          { ...bet([on(match).over], 1), stake: undefined },
          // A hunt named as the bet's bonus leaves it a cash bet at its own odds: it takes part.
          { ...bet([on(match).over], 500), bonus: { id: 'season-hunt', type: 'hunting', odds: null } },
          // A freebet's stake is the house's: it does not.
          { ...bet([on(match).over], 500), bonus: { id: '1', type: 'freebet', odds: null } },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      { jackpots: ['test-jackpot'] },
      { jackpots: [] },
      { jackpots: ['test-jackpot'] },
      { jackpots: ['test-jackpot'] },
      { jackpots: [] },
    ]);
  });
});

describe('a forced hit', () => {
  it('pays the pool through the ledger, starts the next round and is listed, notified and seen', async () => {
    const before = await jackpot();
    const mini = before.levels.find((l) => l.code === 'mini');
    const p = await t.player({ balance: 10_000 });
    expect((await forceMini()).status).toBe(202);
    const placed = await place(p, 1_000);
    const pool = (mini?.pool_amount ?? 0) + 7;
    expect(await p.balance()).toBe(10_000 - 1_000 + pool);

    const after = await jackpot();
    const next = after.levels.find((l) => l.code === 'mini');
    expect(next?.pool_amount).toBe(5_000);
    expect(next?.seed_hash).not.toBe(mini?.seed_hash);
    expect(after.hits_amount - before.hits_amount).toBe(pool);

    const [hit] = (
      await t.call<{ data: JackpotHit[] }>({ method: 'GET', url: '/api/v2/jackpot-hits?limit=1' })
    ).body.data;
    expect(hit).toMatchObject({
      jackpot_id: 'test-jackpot',
      jackpot_level_code: 'mini',
      jackpot_level_name: 'Mini',
      amount: pool,
      amount_eur: pool,
      currency: 'EUR',
      status: 'paid',
      seen: true,
    });
    expect(hit?.user_hash).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(hit)).not.toContain(p.id);
    expect(seedHashOf(hit?.seed ?? '')).toBe(mini?.seed_hash);

    const credits = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `jackpot:${hit?.id}`));
    expect(credits).toMatchObject([{ kind: 'jackpot_win', amount: pool, betId: placed.betId }]);
    expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);

    const mine = await p.call<{ data: JackpotHit[] }>({
      method: 'GET',
      url: '/api/v2/jackpot-hits?for_user=true&unseen=true',
    });
    expect(mine.body.data.map((h) => [h.id, h.seen])).toEqual([[hit?.id, false]]);
    const notes = await p.call<NotificationPage>({ method: 'GET', url: '/api/v2/notifications?locale=en' });
    expect(notes.body.data[0]).toMatchObject({ type: 'jackpot_hit', object_id: hit?.id, title: 'Jackpot!' });
    expect(notes.body.data[0]?.body).toContain('Test Jackpot Mini');

    const other = await t.player({ balance: 0 });
    const stolen = await other.call({
      method: 'POST',
      url: '/api/v2/jackpot-hits/mark-as-seen',
      payload: { ids: [hit?.id] },
    });
    expect(stolen.status).toBe(404);
    const seen = await p.call({
      method: 'POST',
      url: '/api/v2/jackpot-hits/mark-as-seen',
      payload: { ids: [hit?.id] },
    });
    expect(seen.body).toEqual({ updated: 1 });
    const unseen = await p.call<{ data: JackpotHit[] }>({
      method: 'GET',
      url: '/api/v2/jackpot-hits?unseen=true',
    });
    expect(unseen.body.data).toEqual([]);
  });

  it('is paid once when two qualifying bets race for it', async () => {
    const round = (await t.app.db.select().from(jackpotHits)).length;
    const a = await t.player({ balance: 10_000 });
    const b = await t.player({ balance: 10_000 });
    await forceMini();
    await Promise.all([place(a, 1_000), place(b, 1_000)]);
    const hits = await t.app.db.select().from(jackpotHits);
    expect(hits.length - round).toBe(1);
    const wins = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'jackpot_win'));
    expect(wins.filter((w) => w.amount > 0)).toHaveLength(hits.length);
    const balances = [await a.balance(), await b.balance()].sort((x, y) => x - y);
    expect(balances[0]).toBe(9_000);
    expect(balances[1]).toBeGreaterThanOrEqual(9_000 + 5_000);
    expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
  });
});

describe('bad input', () => {
  it('answers stable codes, never a 500', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/jackpots/nope' })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/v2/jackpot-hits?limit=0' })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v2/jackpot-hits?status=won' })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v2/jackpot-hits?for_user=true' })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/v2/jackpots', payload: { bets: [] } })).status).toBe(
      400,
    );
    expect(
      (await t.call({ method: 'POST', url: '/dev/jackpots/test-jackpot/levels/giant/force-hit' })).status,
    ).toBe(404);
    const p = await t.player({ balance: 0 });
    const bad = await p.call({
      method: 'POST',
      url: '/api/v2/jackpot-hits/mark-as-seen',
      payload: { ids: ['x'] },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the jackpots flag off', () => {
  it('hides every call and no bet takes part', async () => {
    const off = await startBettingApp({ world: bettingWorld(), env: { JACKPOTS_ENABLED: 'false' } });
    try {
      expect((await off.call({ method: 'GET', url: '/api/v2/jackpots' })).status).toBe(404);
      expect((await off.call({ method: 'GET', url: '/api/v2/jackpot-hits' })).status).toBe(404);
      expect(
        (await off.call({ method: 'POST', url: '/dev/jackpots/test-jackpot/levels/mini/force-hit' })).status,
      ).toBe(404);
      const p = await off.player({ balance: 10_000 });
      const res = await p.call<PlacedBetResponse[]>({
        method: 'POST',
        url: '/api/v3/bets',
        payload: request([bet([on(match).over], 1_000)]),
        headers: { 'idempotency-key': 'flag-off' },
      });
      expect(res.status).toBe(200);
      const list = await p.call<BetsResponse>({ method: 'GET', url: '/api/v3/bets?filter=all' });
      expect(list.body.data[0]?.used_in_jackpot).toBe(false);
    } finally {
      await off.close();
    }
  });
});
