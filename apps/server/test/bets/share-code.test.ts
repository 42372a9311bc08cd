/** Share codes: a round trip, stakes converted for a reader of another currency, and the refusals. */
import type { SharedBetsResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureWorld } from '../builders/fixture-world.js';
import { type BettingApp, startBettingApp } from './betting-app.js';
import { PREMATCH } from './payloads.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: fixtureWorld() });
});
afterAll(() => t.close());

const shared = [
  { type: 'single', stake: { value: 1_000, currency: 'EUR' }, selections: [PREMATCH.norwichHome] },
  {
    type: 'combo',
    stake: { value: 250, currency: 'EUR' },
    selections: [PREMATCH.norwichHome, PREMATCH.valladolidHome],
  },
];

describe('share codes', () => {
  it('give the bets back, stakes converted into the reader currency at the demo rates', async () => {
    const author = await t.player();
    const created = await author.call<{ code: string }>({
      method: 'POST',
      url: '/api/v2/bets/share-code',
      payload: { bets: shared },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { code } = created.body;
    expect(code).toMatch(/^[A-Z2-7]{8}$/);

    const read = (headers?: Record<string, string>, query = code) =>
      t.call<SharedBetsResponse>({ method: 'GET', url: `/api/v2/bets/share-code?code=${query}`, headers });
    expect((await read()).body.bets).toEqual(shared);
    // Codes are read case-insensitively.
    expect((await read(undefined, code.toLowerCase())).status).toBe(200);

    const dollars = await t.player({ currency: 'USD' });
    const usd = await read(dollars.headers);
    // 10.00 EUR at 25/23 USD per EUR = 10.8695... USD: fiat rounds half up.
    expect(usd.body.bets.map((b) => b.stake)).toEqual([
      { value: 1_087, currency: 'USD' },
      { value: 272, currency: 'USD' },
    ]);
    const bitcoin = await t.player({ currency: 'BTC' });
    // 10.00 EUR at 1/60000 BTC per EUR = 16 666.66 satoshi: crypto rounds down.
    expect((await read(bitcoin.headers)).body.bets[0]?.stake).toEqual({ value: 16_666, currency: 'BTC' });
    expect((await read(bitcoin.headers)).body.bets[0]?.selections).toEqual(shared[0]?.selections);
  });

  it('anyone may create one; unknown codes are 404, malformed ones 400', async () => {
    const anonymous = await t.call<{ code: string }>({
      method: 'POST',
      url: '/api/v2/bets/share-code',
      payload: { bets: shared.slice(0, 1) },
    });
    expect(anonymous.status).toBe(200);
    expect(await t.call({ method: 'GET', url: '/api/v2/bets/share-code?code=AAAAAAAA' })).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    expect(await t.call({ method: 'GET', url: '/api/v2/bets/share-code?code=0000' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_param', field: 'code' },
    });
    const empty = await t.call({ method: 'POST', url: '/api/v2/bets/share-code', payload: { bets: [] } });
    expect(empty).toMatchObject({ status: 400, body: { field: 'bets' } });
  });
});
