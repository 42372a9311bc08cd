/** Responsible-gambling limits: tighten at once, loosen after the cooling-off, exclusions end the session. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userLimits } from '../../../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';
import { asPlayer, freshIp, signUpPlayer, type TestPlayer } from '../../../helpers/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Limit = {
  id: number;
  type: string;
  status: string;
  amount: number | null;
  confirm_until: string | null;
};
const setLimit = (player: TestPlayer, payload: object) =>
  asPlayer<Limit & { code?: string; field?: string }>(t, player, {
    method: 'POST',
    url: '/api/platform/user_limits',
    payload,
  });
const list = async (player: TestPlayer) =>
  (await asPlayer<{ data: Limit[] }>(t, player, { method: 'GET', url: '/api/platform/user_limits' })).body
    .data;

/** Moves every pending date of the player's limits into the past, as if the cooling-off were over. */
const coolOff = (player: TestPlayer) =>
  t.database.db
    .update(userLimits)
    .set({ confirmUntil: new Date(Date.now() - 1000), disableAt: new Date(Date.now() - 1000) })
    .where(eq(userLimits.userId, player.id));

describe('user limits', () => {
  it('applies a first limit and a stricter one at once, a looser one after the cooling-off', async () => {
    const player = await signUpPlayer(t);
    expect((await setLimit(player, { type: 'wager', period: 'week', amount: 5_000 })).body.status).toBe(
      'active',
    );
    expect((await setLimit(player, { type: 'wager', period: 'week', amount: 3_000 })).body.status).toBe(
      'active',
    );
    expect((await list(player)).map((l) => [l.amount, l.status])).toEqual([[3_000, 'active']]);

    const looser = await setLimit(player, { type: 'wager', period: 'week', amount: 9_000 });
    expect(looser.body).toMatchObject({ status: 'unconfirmed' });
    expect(Date.parse(looser.body.confirm_until ?? '')).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect((await list(player)).map((l) => [l.amount, l.status])).toEqual([
      [3_000, 'active'],
      [9_000, 'unconfirmed'],
    ]);
    await coolOff(player);
    expect((await list(player)).map((l) => [l.amount, l.status])).toEqual([[9_000, 'active']]);
  });

  it('removes a limit after the cooling-off, a pending one at once', async () => {
    const player = await signUpPlayer(t);
    const { id } = (await setLimit(player, { type: 'loss', period: 'day', amount: 1_000 })).body;
    const removed = await asPlayer<Limit>(t, player, {
      method: 'DELETE',
      url: `/api/platform/user_limits/${id}`,
    });
    expect(removed.body).toMatchObject({ status: 'unconfirmed_disabled' });
    await coolOff(player);
    expect(await list(player)).toEqual([]);
    expect(
      (await asPlayer(t, player, { method: 'DELETE', url: `/api/platform/user_limits/${id}` })).status,
    ).toBe(404);
  });

  it("announces each set and removed limit on the player's channel, and nothing for a refused body", async () => {
    const player = await signUpPlayer(t);
    const publish = vi.spyOn(t.app.realtime, 'publish');
    try {
      const set = await setLimit(player, { type: 'loss', period: 'day', amount: 5_000 });
      expect((await setLimit(player, { type: 'loss', period: 'fortnight', amount: 5_000 })).status).toBe(400);
      await asPlayer(t, player, { method: 'DELETE', url: `/api/platform/user_limits/${set.body.id}` });
      const announced = publish.mock.calls.filter(([channel]) => channel === `$user:${player.id}`);
      expect(announced.map(([, event]) => event)).toEqual([
        { type: 'limits_changed', data: { limit_type: 'loss' } },
        { type: 'limits_changed', data: { limit_type: 'loss' } },
      ]);
    } finally {
      publish.mockRestore();
    }
  });

  it('refuses bodies that do not fit the type', async () => {
    const player = await signUpPlayer(t);
    const cases: [object, string][] = [
      [{ type: 'deposit', amount: 100 }, 'period'],
      [{ type: 'deposit', period: 'day' }, 'amount'],
      [{ type: 'session', period: 'day', amount: 10 }, 'period'],
      [{ type: 'selfexclusion', period: 'day' }, 'period'],
      [{ type: 'coolingoff', period: 'week', amount: 5 }, 'amount'],
      [{ type: 'gambling', period: 'day', amount: 5 }, 'type'],
      [{ type: 'bet', amount: -1 }, 'amount'],
    ];
    for (const [payload, field] of cases) {
      expect(await setLimit(player, payload), JSON.stringify(payload)).toMatchObject({
        status: 400,
        body: { code: 'invalid_param', field },
      });
    }
  });

  it('ends every session at a cooling-off and refuses sign-in until it ends', async () => {
    const player = await signUpPlayer(t);
    const answer = await setLimit(player, { type: 'coolingoff', period: 'week' });
    expect(answer).toMatchObject({ status: 201, body: { status: 'active' } });
    expect((await asPlayer(t, player, { method: 'GET', url: '/api/platform/player' })).status).toBe(401);
    const signIn = await t.request({
      method: 'POST',
      url: '/api/platform/users/sign_in',
      payload: { email: player.email, password: player.password },
      remoteAddress: freshIp(),
    });
    expect(signIn).toMatchObject({ status: 403, body: { code: 'self_excluded' } });
    const until = Date.parse((signIn.body as { until: string }).until);
    expect(Math.abs(until - (Date.now() + 7 * 24 * 3600_000))).toBeLessThan(60_000);
  });
});

describe('limit ranges', () => {
  it('takes whole minutes up to the length of the window, and refuses the rest with no change', async () => {
    const player = await signUpPlayer(t);
    const refused: object[] = [
      { type: 'activity', period: 'day', amount: 1_441 },
      { type: 'time', period: 'week', amount: 10_081 },
      { type: 'session', amount: 1_441 },
      { type: 'reality_check', amount: 1.5 },
      { type: 'reality_check', amount: 0 },
      { type: 'loss', period: 'day', amount: 10.5 },
      { type: 'loss', period: 'day', amount: 1_000_000_000_001 },
    ];
    for (const payload of refused) {
      expect(await setLimit(player, payload), JSON.stringify(payload)).toMatchObject({
        status: 400,
        body: { code: 'invalid_param', field: 'amount' },
      });
    }
    expect(await list(player)).toEqual([]);
    for (const payload of [
      { type: 'activity', period: 'day', amount: 1_440 },
      { type: 'time', period: 'month', amount: 43_200 },
      { type: 'reality_check', amount: 1 },
    ]) {
      expect((await setLimit(player, payload)).status, JSON.stringify(payload)).toBe(201);
    }
  });
});

describe('allowance', () => {
  type Allowances = {
    currency: string;
    data: { type: string; left: number; used: number; resets_at: string }[];
  };
  const allowance = (player: TestPlayer, currency = 'EUR') =>
    asPlayer<Allowances>(t, player, {
      method: 'GET',
      url: `/api/platform/user_limits/allowance?currency=${currency}`,
    });
  const deposit = (player: TestPlayer, amount: number) =>
    asPlayer<{ code?: string; message?: string }>(t, player, {
      method: 'POST',
      url: '/api/platform/payments/deposit',
      payload: { currency: 'EUR', amount },
    });

  it('says what a deposit limit has left and when more comes, and refuses a deposit past it', async () => {
    const player = await signUpPlayer(t);
    expect((await allowance(player)).body).toEqual({ currency: 'EUR', data: [] });
    expect((await deposit(player, 1_000)).status).toBe(200);
    await setLimit(player, { type: 'deposit', period: 'day', amount: 1_500 });
    const { body } = await allowance(player);
    expect(body.data).toMatchObject([{ type: 'deposit', used: 1_000, left: 500 }]);
    const resets = Date.parse(body.data[0]?.resets_at ?? '');
    expect(Math.abs(resets - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);
    expect(await deposit(player, 501)).toMatchObject({
      status: 422,
      body: { code: 'limit_exceeded', message: expect.stringContaining('500 left') },
    });
    expect((await deposit(player, 500)).status).toBe(200);
    expect((await allowance(player)).body.data).toMatchObject([{ type: 'deposit', left: 0 }]);
  });

  it('refuses an unknown currency with 400', async () => {
    const player = await signUpPlayer(t);
    expect(await allowance(player, 'XXXX')).toMatchObject({ status: 400, body: { code: 'invalid_param' } });
  });
});
