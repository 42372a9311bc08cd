/**
 * The /api/v2/bonuses calls: lists for visitors and players, the sign-up freebet with its bonus_issued event,
 * promo codes (any case, used, unknown, rate limited), activation, mark-as-seen, details and terms, and which
 * bonuses fit a slip (POST /bonuses).
 */
import type { Bonus, FitBonusesResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCampaigns } from '../../src/bonuses/campaign-config.js';
import { type BettingApp, startBettingApp } from '../bets/betting-app.js';
import { bettingWorld, EXTRA, on } from '../bets/worlds.js';
import { sessionHeaders } from '../helpers/players.js';
import { bonusesOf, give } from './bonus-app.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: bettingWorld() });
});
afterAll(() => t.close());

const match = (i: number) => EXTRA[i] as number;

describe('GET /bonuses', () => {
  it('shows a visitor the running campaigns, in the asked locale', async () => {
    const res = await t.call<{ data: Bonus[] }>({
      method: 'GET',
      url: '/api/v2/bonuses',
      headers: { 'accept-language': 'es' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((b) => b.id).sort()).toEqual(
      ['acca-boost', 'first-deposit-freebet', 'kickoff-freebet', 'risk-free-bet', 'welcome-freebet'].sort(),
    );
    const boost = res.body.data.find((b) => b.id === 'acca-boost');
    expect(boost).toMatchObject({ name: 'Combinada mejorada', status: 'active', issued: null });
    expect(boost?.ranges).toHaveLength(3);
  });

  it('filters by type, availability and per type, and refuses a bad filter with 400', async () => {
    const p = await t.player();
    expect((await bonusesOf(p, '?type=comboboost')).map((b) => b.id)).toEqual(['acca-boost']);
    const available = await bonusesOf(p, '?available=true');
    expect(available.every((b) => b.status === 'active' || b.status === 'available')).toBe(true);
    // A player already signed up no longer gets the sign-up freebet.
    expect((await bonusesOf(p)).find((b) => b.id === 'welcome-freebet')?.status).toBe('not_available');
    expect(await bonusesOf(p, '?limit_per_type=1&type=freebet')).toHaveLength(1);
    const bad = await p.call({ method: 'GET', url: '/api/v2/bonuses?status=nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_param' });
  });

  it('pages comboboosts and freebets four at a time by default', async () => {
    const res = await t.call<{ data: Bonus[]; pagination: { limit: number; total: number } }>({
      method: 'GET',
      url: '/api/v2/bonuses/freebets',
    });
    expect(res.body.pagination).toMatchObject({ limit: 4, total: 4 });
    expect(res.body.data.every((b) => b.type.includes('freebet'))).toBe(true);
    const none = await t.call({ method: 'GET', url: '/api/v2/bonuses/no-such-kind' });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ code: 'not_found' });
  });
});

describe('sign-up', () => {
  it('issues the welcome freebet and announces it on the player channel', async () => {
    const res = await t.call<{ id: string }>({
      method: 'POST',
      url: '/api/platform/users/sign_up',
      payload: { email: `new-${Date.now()}@example.com`, password: 'correct horse battery', currency: 'EUR' },
    });
    expect(res.status).toBe(201);
    const headers = sessionHeaders(res);
    const mine = await t.call<{ data: Bonus[] }>({
      method: 'GET',
      url: '/api/v2/bonuses?unseen=true',
      headers,
    });
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({
      campaign_id: 'welcome-freebet',
      type: 'freebet',
      status: 'active',
      issued: { amount: 500, currency: 'EUR', times_used: 0, seen: false },
    });
    const event = t.published.find(
      (m) => m.channel === `$user:${res.body.id}` && m.data.type === 'bonus_issued',
    );
    expect(event?.data.data).toMatchObject({ id: mine.body.data[0]?.id, type: 'freebet' });

    const seen = await t.call<{ updated: number }>({
      method: 'POST',
      url: '/api/v2/bonuses/mark-as-seen',
      headers,
      payload: [{ id: mine.body.data[0]?.id, type: 'freebet' }],
    });
    expect(seen.body.updated).toBe(1);
    const after = await t.call<{ data: Bonus[] }>({
      method: 'GET',
      url: '/api/v2/bonuses?unseen=true',
      headers,
    });
    expect(after.body.data).toHaveLength(0);
  });
});

describe('POST /bonuses/promo-code', () => {
  it('issues the bonus of a code in any case, once', async () => {
    const p = await t.player();
    const res = await p.call<{ bonus: Bonus }>({
      method: 'POST',
      url: '/api/v2/bonuses/promo-code',
      payload: { code: ' kickOff ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.bonus).toMatchObject({ campaign_id: 'kickoff-freebet', issued: { amount: 1_000 } });
    expect(t.published.some((m) => m.channel === `$user:${p.id}` && m.data.type === 'bonus_issued')).toBe(
      true,
    );
    const again = await p.call({
      method: 'POST',
      url: '/api/v2/bonuses/promo-code',
      payload: { code: 'KICKOFF' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'promo_code_used', field: 'code' });
  });

  it('refuses an unknown code, bad input and a signed-out caller, and limits the tries', async () => {
    const p = await t.player();
    const unknown = await p.call({
      method: 'POST',
      url: '/api/v2/bonuses/promo-code',
      payload: { code: 'NOPE' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'promo_code_invalid' });
    const bad = await p.call({ method: 'POST', url: '/api/v2/bonuses/promo-code', payload: { code: 'a b' } });
    expect(bad.status).toBe(400);
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/v2/bonuses/promo-code',
      payload: { code: 'X' },
    });
    expect(anonymous.status).toBe(401);
    const tries = [];
    for (let i = 0; i < 5; i += 1)
      tries.push(
        await p.call({ method: 'POST', url: '/api/v2/bonuses/promo-code', payload: { code: `GUESS${i}` } }),
      );
    // Five tries a minute, bad ones included: two above, three here, then 429.
    expect(tries.map((a) => a.status)).toEqual([404, 404, 404, 429, 429]);
    expect(tries.at(-1)?.body).toMatchObject({ code: 'rate_limited' });
  });
});

describe('POST /bonuses/:id/activate', () => {
  it('activates an activation campaign once and refuses the others', async () => {
    const p = await t.player();
    const res = await p.call<{ bonus: Bonus }>({
      method: 'POST',
      url: '/api/v2/bonuses/risk-free-bet/activate',
    });
    expect(res.status).toBe(200);
    expect(res.body.bonus).toMatchObject({
      type: 'freebet_no_risk',
      status: 'active',
      issued: { amount: 2_000 },
    });
    expect(res.body.bonus.issued?.activated_at).not.toBeNull();
    const twice = await p.call({ method: 'POST', url: '/api/v2/bonuses/risk-free-bet/activate' });
    expect(twice.status).toBe(409);
    const notSo = await p.call({ method: 'POST', url: '/api/v2/bonuses/kickoff-freebet/activate' });
    expect(notSo.body).toMatchObject({ code: 'bonus_not_available' });
    const unknown = await p.call({ method: 'POST', url: '/api/v2/bonuses/nothing/activate' });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /bonuses/:kind/:id and terms', () => {
  it('answers a bonus by its id or campaign id, its terms, and 404 for another kind', async () => {
    const p = await t.player();
    const freebet = await give(t, p, 'welcome-freebet');
    const one = await p.call<Bonus>({ method: 'GET', url: `/api/v2/bonuses/freebets/${freebet.id}` });
    expect(one.body).toMatchObject({ id: freebet.id, issued: { amount: 500 } });
    const terms = await p.call<{ terms: string }>({
      method: 'GET',
      url: '/api/v2/bonuses/comboboosts/acca-boost/terms',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(terms.body.terms).toMatch(/^Só contam/);
    const wrong = await p.call({ method: 'GET', url: `/api/v2/bonuses/comboboosts/${freebet.id}` });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ code: 'not_found' });
  });
});

describe('POST /bonuses', () => {
  it('tells which bonuses fit each bet of a slip and why the others do not', async () => {
    const p = await t.player();
    const freebet = await give(t, p, 'welcome-freebet');
    const single = { bonus: null, selections: [on(match(0)).home] };
    const combo = { bonus: null, selections: [0, 1, 2, 3].map((i) => on(match(i)).home) };
    const res = await p.call<FitBonusesResponse>({
      method: 'POST',
      url: '/api/v2/bonuses',
      payload: { meta: {}, bets: [single, combo] },
    });
    expect(res.status).toBe(200);
    const [forSingle, forCombo] = res.body.data;
    expect(forSingle?.available.map((b) => b.id)).toEqual([freebet.id]);
    expect(forSingle?.refused.map((r) => [r.bonus.id, r.reason])).toEqual([['acca-boost', 'bonus_bet_type']]);
    expect(forCombo?.available.map((b) => b.id).sort()).toEqual(['acca-boost', freebet.id].sort());
    const anonymous = await t.call({ method: 'POST', url: '/api/v2/bonuses', payload: { bets: [single] } });
    expect(anonymous.status).toBe(401);
  });
});

describe('the campaign configuration', () => {
  it('names every problem of a bad file', () => {
    const bad = {
      campaigns: [
        {
          id: 'x',
          type: 'comboboost',
          trigger: 'sign_up',
          name: { en: 'X' },
          description: { en: '' },
          terms: { en: 'T' },
        },
      ],
    };
    expect(() => parseCampaigns(bad)).toThrow(/campaigns\.0\.id[\s\S]*needs ranges[\s\S]*open or activated/);
    expect(() => parseCampaigns({ campaigns: [], extra: 1 })).toThrow(/not a valid bonus configuration/);
  });
});
