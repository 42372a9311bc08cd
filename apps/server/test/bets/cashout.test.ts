/**
 * Cashout: offers on listed bets, taking one (with its notification), refusals, a race with settlement, and offers
 * announced as odds move.
 */
import type {
  BetResponse,
  BetsResponse,
  CashoutErrorBody,
  NotificationPage,
  PlacedBetResponse,
} from '@sportsbook/contract';
import { and, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/db/schema/index.js';
import { aMarket, anOutcome, names } from '../builders/feed.js';
import { ledgerViolations, SOUND_LEDGER } from '../helpers/ledger.js';
import { type BettingApp, startBettingApp, type TestPlayer } from './betting-app.js';
import { bet, request } from './payloads.js';
import { bettingWorld, EXTRA, on, results } from './worlds.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: bettingWorld() });
});
afterAll(() => t.close());

const match = (i: number) => EXTRA[i] as number;

async function place(p: TestPlayer, matchId: number, stake = 1_000): Promise<string> {
  const res = await p.call<PlacedBetResponse[]>({
    method: 'POST',
    url: '/api/v3/bets',
    payload: request([bet([on(matchId).home], stake)]),
    headers: { 'idempotency-key': `cashout-${Math.random()}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[0]?.betId ?? '';
}

async function listed(p: TestPlayer, id: string): Promise<BetResponse> {
  const list = await p.call<BetsResponse>({ method: 'GET', url: '/api/v3/bets' });
  const found = list.body.data.find((b) => b.id === id);
  if (!found) throw new Error('not listed');
  return found;
}

const cashout = (p: TestPlayer, betId: string, amount: number) =>
  p.call<BetResponse | CashoutErrorBody>({
    method: 'POST',
    url: '/api/v3/bets/cashout',
    payload: { bet_id: betId, to_cashout: amount },
  });

/** New odds for the home outcome of an added match's 1x2 (the stored true probability follows: 1 / odds). */
const moveHome = (matchId: number, odds: number, status: 1 | -1 = 1) =>
  t.feed([
    {
      type: 'markets_changed',
      matchId,
      markets: [
        aMarket({
          matchId,
          marketId: 1,
          names: names('1x2'),
          groups: ['main'],
          priority: 1,
          status,
          outcomes: [anOutcome('1', odds), anOutcome('X', 3.4), anOutcome('2', 3.8)],
        }),
      ],
    },
  ]);

describe('the offer', () => {
  it('is P(win) x potential win less 5%, follows the odds, and is null while the market is suspended', async () => {
    const p = await t.player();
    const id = await place(p, match(0));
    // Odds 2.0, p = 0.5: 1 000 x 2 x 0.5 x 0.95.
    expect((await listed(p, id)).to_cashout).toBe(950);
    await moveHome(match(0), 1.25); // p = 0.8
    expect((await listed(p, id)).to_cashout).toBe(1_520);
    await moveHome(match(0), 1.25, -1);
    expect((await listed(p, id)).to_cashout).toBeNull();
    await moveHome(match(0), 2.0);
  });
});

describe('POST /api/v3/bets/cashout', () => {
  it('pays the amount asked when it is within the offer, once', async () => {
    const p = await t.player({ balance: 1_000 });
    const id = await place(p, match(1));
    const offer = (await listed(p, id)).to_cashout ?? 0;
    const res = await cashout(p, id, offer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id,
      status: 'cashed_out',
      result: 'cashed_out',
      win_amount: offer,
      to_cashout: null,
    });
    expect(await p.balance()).toBe(offer);
    expect(await cashout(p, id, offer)).toMatchObject({
      status: 422,
      body: { code: 'cashout_unavailable', to_cashout: null },
    });
    expect(await p.balance()).toBe(offer);
    // The cash-out's publication may still be on its way when the answer comes: wait for it, then look.
    await t.app.bets.idle();
    const bets = t.published.filter((m) => m.channel === `$user:${p.id}` && m.data.type === 'bet_changed');
    expect(bets.at(-1)?.data.data).toMatchObject({ id, status: 'cashed_out' });
    // The cash-out's notification, written with it, in the reader's locale.
    const notes = await p.call<NotificationPage>({ method: 'GET', url: '/api/v2/notifications?locale=en' });
    const cashedOut = notes.body.data.filter((n) => n.type === 'bet_cashed_out');
    expect(cashedOut).toHaveLength(1);
    expect(cashedOut[0]?.body).toContain(`€${(offer / 100).toFixed(2)}`);
  });

  it('refuses an amount above the offer, answering the offer', async () => {
    const p = await t.player();
    const id = await place(p, match(2));
    const offer = (await listed(p, id)).to_cashout ?? 0;
    expect(await cashout(p, id, offer + 50)).toMatchObject({
      status: 422,
      body: { code: 'cashout_amount_changed', to_cashout: offer },
    });
    expect((await listed(p, id)).status).toBe('waiting_results');
  });

  it("404s another player's bet, 401s signed out, 400s a bad body", async () => {
    const [p, q] = [await t.player(), await t.player()];
    const id = await place(p, match(3));
    expect(await cashout(q, id, 100)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/v3/bets/cashout',
      payload: { bet_id: id, to_cashout: 1 },
    });
    expect(anonymous.status).toBe(401);
    expect(await cashout(p, 'not-a-uuid', 100)).toMatchObject({ status: 400, body: { field: 'bet_id' } });
    expect(await cashout(p, id, 0)).toMatchObject({ status: 400, body: { field: 'to_cashout' } });
  });
});

describe('cashout racing settlement', () => {
  it('lets exactly one of them move money', async () => {
    const players: TestPlayer[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const p = await t.player({ balance: 1_000 });
      players.push(p);
      ids.push(await place(p, match(4)));
    }
    const offers = await Promise.all(
      players.map(async (p, i) => (await listed(p, ids[i] as string)).to_cashout ?? 0),
    );
    // Half of the cashouts start before the settlement, half after.
    const early = players.slice(0, 2).map((p, i) => cashout(p, ids[i] as string, offers[i] as number));
    const settlement = t.feed([
      { type: 'match_settled', matchId: match(4), results: results('win', 'lose') },
    ]);
    const late = players.slice(2).map((p, i) => cashout(p, ids[i + 2] as string, offers[i + 2] as number));
    const answers = await Promise.all([...early, ...late]);
    await settlement;
    await t.app.bets.idle();

    for (const [i, p] of players.entries()) {
      const cashedOut = answers[i]?.status === 200;
      if (!cashedOut)
        expect(answers[i]).toMatchObject({ status: 422, body: { code: 'cashout_unavailable' } });
      expect(await p.balance()).toBe(cashedOut ? offers[i] : 2_000);
      expect((await listed(p, ids[i] as string)).status).toBe(cashedOut ? 'cashed_out' : 'done');
    }
    // One movement paying each bet (its two entries, player and house, share the movement id).
    const credits = await t.app.db
      .select({ bet: ledgerEntries.betId, n: sql<number>`count(distinct ${ledgerEntries.movementId})::int` })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.kind, ['bet_win', 'bet_cashout']), inArray(ledgerEntries.betId, ids)))
      .groupBy(ledgerEntries.betId);
    expect(credits.map((c) => c.n)).toEqual([1, 1, 1, 1]);
  });
});

describe('bet_cashout_changed', () => {
  it('is published when an offer moves, at most once a second per bet, the last move not lost', async () => {
    const p = await t.player();
    const id = await place(p, match(5));
    const offers = () =>
      t.published
        .filter((m) => m.channel === `$user:${p.id}` && m.data.type === 'bet_cashout_changed')
        .map((m) => m.data.data);
    await moveHome(match(5), 1.6);
    expect(offers()).toEqual([{ bet_id: id, to_cashout: 1_187 }]);
    await moveHome(match(5), 1.25);
    expect(offers()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(offers()).toEqual([
      { bet_id: id, to_cashout: 1_187 },
      { bet_id: id, to_cashout: 1_520 },
    ]);
  });
});

describe('the ledger', () => {
  it('is sound after all of the above', async () => {
    expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
  });
});
