/** POST /api/v3/bets: booking, the domain's rules on the server, prices against the player's setting, limits. */
import {
  type BetsResponse,
  PlaceBetsResponseSchema,
  type PlacedBetResponse,
  type PlaceErrorBody,
} from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureWorld, IDS } from '../builders/fixture-world.js';
import { ledgerViolations, SOUND_LEDGER } from '../helpers/ledger.js';
import { type BettingApp, startBettingApp, type TestPlayer } from './betting-app.js';
import { at, bet, PREMATCH, request, sel } from './payloads.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: fixtureWorld() });
});
afterAll(() => t.close());

let keys = 0;
const place = <T = PlacedBetResponse[]>(p: TestPlayer, body: unknown, key = `key-${++keys}-${Date.now()}`) =>
  p.call<T>({
    method: 'POST',
    url: '/api/v3/bets',
    payload: body as object,
    headers: { 'idempotency-key': key },
  });

const refusal = async (p: TestPlayer, body: unknown) => {
  const res = await place<PlaceErrorBody>(p, body);
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  return res.body;
};

describe('placing a prematch single', () => {
  it('books it waiting for results at the current odds, debits the stake and lists it', async () => {
    const p = await t.player({ balance: 10_000 });
    const res = await place(p, request([bet([PREMATCH.norwichHome], 1_000)]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [placed] = PlaceBetsResponseSchema.parse(res.body);
    expect(placed).toMatchObject({
      status: 'waiting_results',
      isVip: false,
      selections: [{ id: `${IDS.norwichDerby}/1//1`, odds: 2.1 }],
    });
    expect(await p.balance()).toBe(9_000);
    const list = await p.call<BetsResponse>({ method: 'GET', url: '/api/v3/bets' });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      id: placed?.betId,
      type: 'single',
      status: 'waiting_results',
      result: 'no_results',
      stake: { value: 1_000, currency: 'EUR', subunits: 100 },
      odds: 2.1,
      win_amount: null,
      selections: [
        { market: { id: 1, name: '1x2' }, outcome: { id: '1', name: 'Home' }, status: 'no_results' },
      ],
    });
    expect(list.body.data[0]?.selections[0]?.match).toMatchObject({ id: IDS.norwichDerby, status: 0 });
  });

  it('books a combo and a 2/3 system, the system stake being the total of its lines', async () => {
    const p = await t.player({ balance: 10_000 });
    const combo = bet([PREMATCH.norwichHome, PREMATCH.valladolidHome], 500);
    const legs = [PREMATCH.norwichHome, PREMATCH.valladolidHome, sel(IDS.tennisMatch, 186, '', '4', 1.5)];
    // The tennis match is live: a system with it waits out the live delay.
    const system = bet(legs, 300, { system_id: '2/3' });
    const res = await place(p, request([combo, system], 'combo'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((b) => b.status)).toEqual(['waiting_results', 'submitted']);
    expect(await p.balance()).toBe(10_000 - 500 - 300);
  });
});

describe('the same Idempotency-Key', () => {
  it('answers the first answer again and debits once', async () => {
    const p = await t.player({ balance: 5_000 });
    const body = request([bet([PREMATCH.valladolidHome], 1_000)]);
    const first = await place(p, body, 'retry-key-0001');
    const second = await place(p, body, 'retry-key-0001');
    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 200, body: first.body });
    expect(await p.balance()).toBe(4_000);
  });

  it('refuses another body with 422 idempotency_key_reused', async () => {
    const p = await t.player({ balance: 5_000 });
    await place(p, request([bet([PREMATCH.valladolidHome], 1_000)]), 'retry-key-0002');
    const other = await place(p, request([bet([PREMATCH.valladolidHome], 2_000)]), 'retry-key-0002');
    expect(other).toMatchObject({ status: 422, body: { code: 'idempotency_key_reused' } });
    expect(await p.balance()).toBe(4_000);
  });

  it('is per player: another player may use the same key', async () => {
    const [a, b] = [await t.player(), await t.player()];
    expect((await place(a, request([bet([PREMATCH.norwichHome], 100)]), 'shared-key-01')).status).toBe(200);
    expect((await place(b, request([bet([PREMATCH.norwichHome], 100)]), 'shared-key-01')).status).toBe(200);
  });
});

describe('prices against the player setting (auto_accept_odds_change)', () => {
  const setMode = (p: TestPlayer, mode: string) =>
    p.call({ method: 'POST', url: '/api/v2/settings', payload: { auto_accept_odds_change: mode } });

  it('none: any difference is 101 invalid odds, per selection when every bet is a single', async () => {
    const p = await t.player();
    const higher = at(PREMATCH.norwichHome, 2.5);
    const lower = at(PREMATCH.valladolidHome, 2.0);
    const body = await refusal(p, request([bet([higher], 100), bet([lower], 100)]));
    expect(body).toMatchObject({ code: 101, message: 'error.place_bets.invalid_odds' });
    expect(body.errors_by_bet).toEqual({
      [`${IDS.norwichDerby}/1//1`]: ['error.risk_validation.odds_higher_than_bookmakers'],
      [`${IDS.valladolidZaragoza}/1//1`]: ['error.risk_validation.odds_different_than_bookmaker'],
    });
    expect(await p.balance()).toBe(100_000);
  });

  it('leaves out errors_by_bet when a bet is not a single', async () => {
    const p = await t.player();
    const body = await refusal(
      p,
      request([bet([at(PREMATCH.norwichHome, 2.5), PREMATCH.valladolidHome], 100)], 'combo'),
    );
    expect(body.code).toBe(101);
    expect(body.errors_by_bet).toBeUndefined();
  });

  it('higher: a price that rose is taken at the new price, a drop is refused', async () => {
    const p = await t.player();
    expect((await setMode(p, 'higher')).status).toBe(200);
    const res = await place(p, request([bet([at(PREMATCH.norwichHome, 2.0)], 100)]));
    expect(res.status).toBe(200);
    expect(res.body[0]?.selections[0]?.odds).toBe(2.1);
    expect((await refusal(p, request([bet([at(PREMATCH.norwichHome, 2.2)], 100)]))).code).toBe(101);
  });

  it('any: a drop is taken at the new price', async () => {
    const p = await t.player();
    await setMode(p, 'any');
    const res = await place(p, request([bet([at(PREMATCH.norwichHome, 2.2)], 100)]));
    expect(res.status).toBe(200);
    expect(res.body[0]?.selections[0]?.odds).toBe(2.1);
  });
});

describe('refusals', () => {
  it('a suspended market (102), a match that cannot be bet on (103), an unknown outcome (104)', async () => {
    const p = await t.player();
    expect(
      await refusal(p, request([bet([sel(IDS.norwichDerby, 16, 'hcp=-1', '1', 1.9)], 100)])),
    ).toMatchObject({
      code: 102,
      errors_by_bet: { [`${IDS.norwichDerby}/16/hcp=-1/1`]: ['error.place_bets.suspended'] },
    });
    expect((await refusal(p, request([bet([sel(IDS.readingHull, 1, '', '1', 2.1)], 100)]))).code).toBe(103);
    expect((await refusal(p, request([bet([sel(IDS.norwichDerby, 1, '', '9', 2.1)], 100)]))).code).toBe(104);
    expect((await refusal(p, request([bet([sel(999_999, 1, '', '1', 2.1)], 100)]))).code).toBe(104);
    expect(await p.balance()).toBe(100_000);
  });

  it('stakes below 0.10, above the limit, above the balance, or in another currency', async () => {
    const p = await t.player({ balance: 5_000 });
    expect((await refusal(p, request([bet([PREMATCH.norwichHome], 9)]))).code).toBe(105);
    expect((await refusal(p, request([bet([PREMATCH.norwichHome], 1_000_001)]))).code).toBe(106);
    expect((await refusal(p, request([bet([PREMATCH.norwichHome], 5_001)]))).code).toBe(109);
    expect((await refusal(p, request([bet([PREMATCH.norwichHome], 100, {}, 'USD')]))).code).toBe(110);
    expect(await p.balance()).toBe(5_000);
  });

  it("the player's own bet limit (113)", async () => {
    const p = await t.player();
    const limit = await p.call({
      method: 'POST',
      url: '/api/platform/user_limits',
      payload: { type: 'bet', amount: 500 },
      remoteAddress: '10.9.9.9',
    });
    expect(limit.status, JSON.stringify(limit.body)).toBeLessThan(300);
    expect(await refusal(p, request([bet([PREMATCH.norwichHome], 600)]))).toMatchObject({
      code: 113,
      message: 'error.place_bets.limit_exceeded',
    });
    expect((await place(p, request([bet([PREMATCH.norwichHome], 500)]))).status).toBe(200);
  });

  it('the domain rules: same match in a combo, a system that does not fit, mixed providers, a bonus', async () => {
    const p = await t.player();
    const sameMatch = bet([PREMATCH.norwichHome, PREMATCH.norwichOver], 100);
    expect(await refusal(p, request([sameMatch], 'combo'))).toMatchObject({
      code: 108,
      details: 'same_match',
    });
    const related = bet([PREMATCH.premierWinnerA, PREMATCH.norwichHome], 100);
    expect(await refusal(p, request([related], 'combo'))).toMatchObject({
      code: 108,
      details: 'related_outright',
    });
    // With a match of another league the outright combines, and a single on it is taken.
    const otherLeague = bet([PREMATCH.premierWinnerA, PREMATCH.valladolidHome], 100);
    expect((await place(p, request([otherLeague], 'combo'))).status).toBe(200);
    expect((await place(p, request([bet([PREMATCH.premierWinnerA], 100)]))).status).toBe(200);
    const wrongSystem = bet([PREMATCH.norwichHome, PREMATCH.valladolidHome, PREMATCH.csHome], 300, {
      system_id: '2/4',
    });
    expect((await refusal(p, request([wrongSystem], 'system'))).code).toBe(108);
    const mixed = bet([PREMATCH.norwichHome, PREMATCH.csHome], 100);
    expect(await refusal(p, request([mixed], 'combo'))).toMatchObject({ code: 108, details: 'provider_mix' });
    const bonus = bet([PREMATCH.norwichHome], 100, { bonus: { id: 'b1', type: 'freebet', odds: null } });
    expect((await refusal(p, request([bonus]))).code).toBe(111);
  });
});

describe('bad input', () => {
  it('401 signed out, 400 without Idempotency-Key, 400 naming the bad field', async () => {
    const body = request([bet([PREMATCH.norwichHome], 100)]);
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/v3/bets',
      payload: body,
      headers: { 'idempotency-key': 'anon-key-01' },
    });
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    const p = await t.player();
    const noKey = await p.call({ method: 'POST', url: '/api/v3/bets', payload: body });
    expect(noKey).toMatchObject({ status: 400, body: { code: 'invalid_param', field: 'idempotency-key' } });
    const badOdds = await place(p, request([bet([at(PREMATCH.norwichHome, 0.5)], 100)]));
    expect(badOdds).toMatchObject({ status: 400, body: { code: 'invalid_param', field: 'bets' } });
    const noBets = await place(p, { meta: body.meta, bets: [] });
    expect(noBets).toMatchObject({ status: 400, body: { code: 'invalid_param', field: 'bets' } });
    const badMeta = await place(p, { ...body, meta: { ...body.meta, type: 'parlay' } });
    expect(badMeta).toMatchObject({ status: 400, body: { code: 'invalid_param', field: 'meta' } });
  });
});

describe('POST /api/v3/bets/max-stake', () => {
  it('answers the stake limit, or less where the maximum win caps the bet, and 0 when it cannot be placed', async () => {
    const p = await t.player();
    const res = await p.call<{ data: { max_stake: number; min_stake: number }[] }>({
      method: 'POST',
      url: '/api/v3/bets/max-stake',
      payload: request([
        bet([PREMATCH.norwichHome], 100),
        bet([sel(IDS.norwichDerby, 16, 'hcp=-1', '1', 1.9)], 100),
        bet([sel(IDS.premierWinner, 534, '', 'd', 11)], 100),
        bet([PREMATCH.norwichHome, PREMATCH.valladolidHome, PREMATCH.csHome], 300, { system_id: '2/3' }),
      ]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((d) => d.max_stake)).toEqual([1_000_000, 0, 1_000_000, 999_999]);
    // The least is 0.10 EUR per line: a 2/3 system has three.
    expect(res.body.data.map((d) => d.min_stake)).toEqual([10, 10, 10, 30]);
  });
});

describe('the ledger', () => {
  it('is sound after all of the above', async () => {
    expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
  });
});
