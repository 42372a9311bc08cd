/** Live bets wait out the live delay (100 ms here), then are accepted or rejected with the stake handed back. */
import type { BetsResponse, PlacedBetResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { aMarket, anOutcome, footballMarkets } from '../builders/feed.js';
import { fixtureWorld, IDS } from '../builders/fixture-world.js';
import { testConfig } from '../helpers/app.js';
import { ledgerViolations, SOUND_LEDGER } from '../helpers/ledger.js';
import { type BettingApp, startBettingApp, type TestPlayer } from './betting-app.js';
import { at, bet, request, sel } from './payloads.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: fixtureWorld() });
});
afterAll(() => t.close());

const live = {
  home: sel(IDS.leedsBristol, 1, '', '1', 2.1),
  over: sel(IDS.leedsBristol, 18, 'total=2.5', '12', 1.95),
};

async function placeLive(p: TestPlayer, selection = live.home, key = `live-${Math.random()}`) {
  const res = await p.call<PlacedBetResponse[]>({
    method: 'POST',
    url: '/api/v3/bets',
    payload: request([bet([selection], 1_000)]),
    headers: { 'idempotency-key': key },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body[0]?.status).toBe('submitted');
  return res.body[0]?.betId ?? '';
}

async function statusOf(p: TestPlayer, betId: string) {
  const list = await p.call<BetsResponse>({ method: 'GET', url: '/api/v3/bets' });
  return list.body.data.find((b) => b.id === betId);
}

/** Moves a market of the live match: new odds for its first outcome, or a status. */
async function moveMarket(marketId: number, change: { odds?: number; status?: -1 | 1 }) {
  const market = footballMarkets(IDS.leedsBristol).find((m) => m.marketId === marketId);
  if (!market) throw new Error('no market');
  const [first, ...rest] = market.outcomes;
  const outcomes = [
    anOutcome(first?.id ?? '1', change.odds ?? first?.odds ?? 2, { names: first?.names }),
    ...rest,
  ];
  await t.feed([
    {
      type: 'markets_changed',
      matchId: IDS.leedsBristol,
      markets: [aMarket({ ...market, outcomes, status: change.status ?? 1 })],
    },
  ]);
}

describe('a live bet', () => {
  it('is accepted after the delay when its market stayed open and its price did not move', async () => {
    const p = await t.player();
    const betId = await placeLive(p);
    expect(await p.balance()).toBe(99_000);
    await t.app.bets.idle();
    expect(await statusOf(p, betId)).toMatchObject({ status: 'waiting_results', result: 'no_results' });
    const changes = t.published.filter((m) => m.channel === `$user:${p.id}` && m.data.type === 'bet_changed');
    expect(changes.map((m) => (m.data.data as { status: string }).status)).toEqual([
      'submitted',
      'waiting_results',
    ]);
  });

  it('is rejected and refunded when its market is suspended during the delay', async () => {
    const p = await t.player();
    const betId = await placeLive(p);
    await moveMarket(1, { status: -1 });
    await t.app.bets.idle();
    expect(await statusOf(p, betId)).toMatchObject({ status: 'rejected', result: 'canceled' });
    expect(await p.balance()).toBe(100_000);
    const balances = t.published.filter(
      (m) => m.channel === `$user:${p.id}` && m.data.type === 'balance_changed',
    );
    expect(balances.at(-1)?.data.data).toMatchObject({ balance: 100_000, currency: 'EUR' });
    await moveMarket(1, { status: 1 });
  });

  it('is rejected when the price dropped beyond the setting, and accepted at the new price under "any"', async () => {
    const p = await t.player();
    const dropped = await placeLive(p, live.over);
    await moveMarket(18, { odds: 1.7 });
    await t.app.bets.idle();
    expect((await statusOf(p, dropped))?.status).toBe('rejected');

    const q = await t.player();
    await q.call({ method: 'POST', url: '/api/v2/settings', payload: { auto_accept_odds_change: 'any' } });
    const taken = await placeLive(q, at(live.over, 1.7));
    await moveMarket(18, { odds: 1.6 });
    await t.app.bets.idle();
    expect(await statusOf(q, taken)).toMatchObject({ status: 'waiting_results', odds: 1.6 });
    await moveMarket(18, { odds: 1.95 });
  });
});

/**
 * A live bet placed on a second instance of the app (on t's database) whose own delay is a minute, which then
 * closes: its timer dies with it, so the bet is left submitted for another instance to decide.
 */
async function leftByClosedInstance(p: TestPlayer, key: string): Promise<string> {
  const slow = await buildApp(testConfig({ LIVE_BET_DELAY_MS: '60000' }), { database: t.database });
  await slow.ready();
  const res = await slow.inject({
    method: 'POST',
    url: '/api/v3/bets',
    payload: request([bet([live.home], 500)]),
    headers: { ...p.headers, 'idempotency-key': key },
  });
  expect(res.statusCode, res.body).toBe(200);
  await slow.close();
  return (res.json() as PlacedBetResponse[])[0]?.betId ?? '';
}

describe('after a restart', () => {
  it('re-checks bets left submitted', async () => {
    const p = await t.player();
    const betId = await leftByClosedInstance(p, 'restart-key-1');
    expect((await statusOf(p, betId))?.status).toBe('submitted');

    // A new instance whose delay (100 ms) is long over re-checks it on start.
    const next = await buildApp(testConfig({ LIVE_BET_DELAY_MS: '100' }), { database: t.database });
    await next.ready();
    await next.bets.idle();
    expect((await statusOf(p, betId))?.status).toBe('waiting_results');
    await next.close();
  });
});

describe('when the instance that took it is gone', () => {
  it("is decided by another instance's sweep, from the database, once its delay is well over", async () => {
    const p = await t.player();
    const betId = await leftByClosedInstance(p, 'gone-key-1');
    // t.app (delay 100 ms) has no timer for it: only its sweep can decide it.
    await vi.waitFor(async () => expect((await statusOf(p, betId))?.status).toBe('waiting_results'), {
      timeout: 15_000,
      interval: 200,
    });
  });
});

describe('the ledger', () => {
  it('is sound after all of the above', async () => {
    expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
  });
});
