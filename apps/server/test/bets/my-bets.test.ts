/** GET /api/v3/bets filters, paging and locale, and GET /api/v3/bets/stats. */
import type { BetStatsResponse, BetsResponse, PlacedBetResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BettingApp, startBettingApp, type TestPlayer } from './betting-app.js';
import { bet, request } from './payloads.js';
import { bettingWorld, EXTRA, on, results } from './worlds.js';

let t: BettingApp;
let p: TestPlayer;
const ids: string[] = [];

beforeAll(async () => {
  t = await startBettingApp({ world: bettingWorld() });
  p = await t.player({ balance: 10_000 });
  // Three bets: one wins, one loses, one stays open.
  for (const [i, stake] of [1_000, 2_000, 500].entries()) {
    const res = await p.call<PlacedBetResponse[]>({
      method: 'POST',
      url: '/api/v3/bets',
      payload: request([bet([on(EXTRA[i] as number).home], stake)]),
      headers: { 'idempotency-key': `my-bets-${i}` },
    });
    ids.push(res.body[0]?.betId ?? '');
  }
  for (const [i, home] of (['win', 'lose'] as const).entries())
    await t.feed([{ type: 'match_settled', matchId: EXTRA[i] as number, results: results(home, 'lose') }]);
});
afterAll(() => t.close());

const list = (query = '', headers?: Record<string, string>) =>
  p.call<BetsResponse>({ method: 'GET', url: `/api/v3/bets${query}`, headers });

describe('GET /api/v3/bets', () => {
  it('lists newest first, filtered by list filter, result filter or status list', async () => {
    expect((await list()).body.data.map((b) => b.id)).toEqual([...ids].reverse());
    expect((await list('?filter=open')).body.data.map((b) => b.id)).toEqual([ids[2]]);
    expect((await list('?filter=settled')).body.data.map((b) => b.id)).toEqual([ids[1], ids[0]]);
    expect((await list('?filter=settled&result=win')).body.data.map((b) => b.id)).toEqual([ids[0]]);
    expect((await list('?result=lose')).body.data.map((b) => b.id)).toEqual([ids[1]]);
    expect((await list('?status=waiting_results,done')).body.data).toHaveLength(3);
    expect((await list('?status=cashed_out')).body.data).toHaveLength(0);
  });

  it('pages and names in the requested locale', async () => {
    const page = await list('?limit=2&page=2');
    expect(page.body.pagination).toEqual({ total: 3, page: 2, limit: 2, last_page: 2 });
    expect(page.body.data.map((b) => b.id)).toEqual([ids[0]]);
    expect((await list('?locale=es')).body.data[0]?.selections[0]?.outcome.name).toBe('Outcome 1');
  });

  it('refuses bad filters with 400 and anonymous players with 401', async () => {
    expect(await list('?filter=mine')).toMatchObject({ status: 400, body: { field: 'filter' } });
    expect(await list('?status=lost')).toMatchObject({ status: 400, body: { field: 'status' } });
    expect(await list('?limit=501')).toMatchObject({ status: 400, body: { field: 'limit' } });
    expect((await t.call({ method: 'GET', url: '/api/v3/bets' })).status).toBe(401);
  });
});

describe('GET /api/v3/bets/stats', () => {
  it('sums the stakes placed and what they returned in the period', async () => {
    const stats = await p.call<BetStatsResponse>({ method: 'GET', url: '/api/v3/bets/stats' });
    expect(stats.body).toMatchObject({ bets_sum: 3_500, wins_sum: 2_000 });
    const past = await p.call<BetStatsResponse>({
      method: 'GET',
      url: '/api/v3/bets/stats?from=2020-01-01&to=2020-02-01',
    });
    expect(past.body).toEqual({
      bets_sum: 0,
      wins_sum: 0,
      period: { from: '2020-01-01T00:00:00.000Z', to: '2020-02-01T00:00:00.000Z' },
    });
    expect(await p.call({ method: 'GET', url: '/api/v3/bets/stats?from=yesterday' })).toMatchObject({
      status: 400,
      body: { field: 'from' },
    });
  });
});
