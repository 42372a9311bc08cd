/** Settlement from the feed's match_settled: every result type, combos, systems, twice, and after a restart. */
import type { BetsResponse, PlacedBetResponse } from '@sportsbook/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/db/schema/index.js';
import type { OutcomeResult } from '../../src/feed/types.js';
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

async function place(p: TestPlayer, body: ReturnType<typeof request>): Promise<string> {
  const res = await p.call<PlacedBetResponse[]>({
    method: 'POST',
    url: '/api/v3/bets',
    payload: body,
    headers: { 'idempotency-key': `settle-${Math.random()}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[0]?.betId ?? '';
}

async function betOf(p: TestPlayer, id: string) {
  const list = await p.call<BetsResponse>({ method: 'GET', url: '/api/v3/bets?filter=all' });
  const found = list.body.data.find((b) => b.id === id);
  if (!found) throw new Error(`bet ${id} not listed`);
  return found;
}

const settle = (matchId: number, home: OutcomeResult, over: OutcomeResult) =>
  t.feed([
    { type: 'match_status_changed', matchId, status: 4 },
    { type: 'match_settled', matchId, results: results(home, over) },
  ]);

describe('settling singles', () => {
  const cases: [string, OutcomeResult, number, string][] = [
    ['a win pays stake x odds', 'win', 1_900, 'win_entire'],
    ['a loss pays nothing', 'lose', 0, 'lose_entire'],
    ['a void hands the stake back', 'void', 1_000, 'refund_entire'],
    ['a half win pays half at the odds and half back', 'half_win', 1_450, 'refund_half_win_other'],
    ['a half loss hands half back', 'half_lose', 500, 'refund_half_lose_other'],
  ];

  it.each(cases.map((c, i) => [...c, i] as const))('%s', async (_name, outcome, payout, result, i) => {
    const p = await t.player({ balance: 1_000 });
    const id = await place(p, request([bet([on(match(i)).over], 1_000)]));
    await settle(match(i), 'win', outcome);
    expect(await betOf(p, id)).toMatchObject({ status: 'done', result, win_amount: payout });
    expect(await p.balance()).toBe(payout);
    const changed = t.published.filter((m) => m.channel === `$user:${p.id}` && m.data.type === 'bet_changed');
    expect(changed.at(-1)?.data.data).toMatchObject({ id, status: 'done', result });
  });
});

describe('settling combos and systems', () => {
  it('waits for every leg, counts a void leg as 1, and pays once however often it runs', async () => {
    const p = await t.player({ balance: 10_000 });
    const combo = await place(p, request([bet([on(match(5)).home, on(match(6)).home], 1_000)], 'combo'));
    await settle(match(5), 'win', 'lose');
    expect(await betOf(p, combo)).toMatchObject({
      status: 'waiting_results',
      selections: [{ status: 'win_entire' }, { status: 'no_results' }],
    });
    await settle(match(6), 'void', 'lose');
    expect(await betOf(p, combo)).toMatchObject({ status: 'done', result: 'win_entire', win_amount: 2_000 });
    expect(await p.balance()).toBe(9_000 + 2_000);

    await settle(match(6), 'void', 'lose');
    await t.app.bets.settleMatches([match(5), match(6)]);
    expect(await p.balance()).toBe(11_000);
    const wins = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `win:${combo}`));
    // The reference is on the player's entry only (the house side carries none).
    expect(wins[0]?.n).toBe(1);
  });

  it('pays the winning lines of a 2/3 system at the stake per line', async () => {
    const p = await t.player({ balance: 3_000 });
    const legs = [on(match(7)).home, on(match(8)).home, on(match(9)).draw];
    const system = await place(p, request([bet(legs, 3_000, { system_id: '2/3' })], 'system'));
    await settle(match(7), 'win', 'lose');
    await settle(match(8), 'win', 'lose');
    await settle(match(9), 'win', 'lose'); // the draw leg loses
    // Lines of 1 000: 2.0 x 2.0 wins 4 000; the two lines with the draw lose.
    expect(await betOf(p, system)).toMatchObject({ status: 'done', result: 'win_entire', win_amount: 4_000 });
    expect(await p.balance()).toBe(4_000);
  });
});

describe('after a restart', () => {
  it('settles bets whose match was settled while no one listened', async () => {
    const p = await t.player({ balance: 1_000 });
    const id = await place(p, request([bet([on(match(10)).home], 1_000)]));
    // Only the catalogue hears the feed: the server is "down" for the bets.
    await t.app.catalogue.applyFeedEvents([
      { type: 'match_settled', matchId: match(10), results: results('win', 'lose') },
    ]);
    expect((await betOf(p, id)).status).toBe('waiting_results');
    await t.app.bets.start();
    await t.app.bets.idle();
    expect(await betOf(p, id)).toMatchObject({ status: 'done', win_amount: 2_000 });
    expect(await p.balance()).toBe(2_000);
  });
});

describe('a restart over a kept catalogue', () => {
  it("voids the bets on a previous run's match that no feed plays any more and hands the stakes back", async () => {
    const p = await t.player({ balance: 3_000 });
    const single = await place(p, request([bet([on(match(11)).home], 1_000)]));
    // A combo with a leg on the orphan: that leg counts 1, the other still decides.
    const combo = await place(p, request([bet([on(match(11)).over, on(match(12)).home], 1_000)], 'combo'));
    // The regenerated world no longer has the match (the previous run's feed had spawned it).
    const world = bettingWorld();
    world.matches = world.matches.filter((m) => m.id !== match(11));
    world.markets = world.markets.filter((m) => m.matchId !== match(11));
    await t.app.catalogue.loadWorld(world, { overwrite: true });
    await t.app.bets.start();
    await t.app.bets.idle();
    expect(await betOf(p, single)).toMatchObject({
      status: 'done',
      result: 'refund_entire',
      win_amount: 1_000,
    });
    expect(await betOf(p, combo)).toMatchObject({
      status: 'waiting_results',
      selections: expect.arrayContaining([expect.objectContaining({ status: 'refund_entire' })]),
    });
    expect(await p.balance()).toBe(1_000 + 1_000);
    await settle(match(12), 'win', 'lose');
    // 1.0 (void) x 2.0
    expect(await betOf(p, combo)).toMatchObject({ status: 'done', result: 'win_entire', win_amount: 2_000 });
    expect(await p.balance()).toBe(4_000);
  });
});

describe('the ledger', () => {
  it('is sound after all of the above', async () => {
    expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
  });
});
