/** The sandbox cashier and the transaction history: deposits, withdrawals, limits, retries, balance events. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../helpers/app.js';
import { asPlayer, signUpPlayer, type TestPlayer } from '../../../helpers/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Payment = { id: number; status: string; balance: number; code?: string };
const pay = (player: TestPlayer, what: 'deposit' | 'withdraw', payload: object, headers = {}) =>
  asPlayer<Payment>(t, player, { method: 'POST', url: `/api/platform/payments/${what}`, payload, headers });

describe('deposit and withdraw', () => {
  it('credits and debits at once and shows the balance in the accounts', async () => {
    const player = await signUpPlayer(t);
    expect(await pay(player, 'deposit', { currency: 'EUR', amount: 5_000 })).toMatchObject({
      status: 200,
      body: { status: 'success', currency: 'EUR', amount: 5_000, balance: 5_000 },
    });
    expect((await pay(player, 'withdraw', { currency: 'EUR', amount: 1_200 })).body.balance).toBe(3_800);
    const accounts = await asPlayer(t, player, { method: 'GET', url: '/api/platform/player/accounts' });
    expect(accounts.body).toEqual({
      data: [{ currency: 'EUR', balance: 3_800, active: true, subunits: 100 }],
    });
  });

  it('refuses to withdraw more than the balance with 422 insufficient_funds', async () => {
    const player = await signUpPlayer(t);
    await pay(player, 'deposit', { currency: 'EUR', amount: 100 });
    expect(await pay(player, 'withdraw', { currency: 'EUR', amount: 101 })).toMatchObject({
      status: 422,
      body: { code: 'insufficient_funds' },
    });
  });

  it('answers 404 for a currency the player has no account in', async () => {
    const player = await signUpPlayer(t);
    expect(await pay(player, 'deposit', { currency: 'BTC', amount: 100 })).toMatchObject({
      status: 404,
      body: { code: 'not_found', field: 'currency' },
    });
  });

  it('pays once per Idempotency-Key', async () => {
    const player = await signUpPlayer(t);
    const key = { 'idempotency-key': 'deposit-0001' };
    const first = await pay(player, 'deposit', { currency: 'EUR', amount: 700 }, key);
    const retry = await pay(player, 'deposit', { currency: 'EUR', amount: 700 }, key);
    expect(retry.body).toEqual(first.body);
    expect(
      (await pay(player, 'deposit', { currency: 'EUR', amount: 700 }, { 'idempotency-key': 'x' })).status,
    ).toBe(400);
  });

  it('needs a signed-in player', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/platform/payments/deposit',
      payload: { currency: 'EUR', amount: 1 },
    });
    expect(answer).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it('publishes balance_changed on the player channel after each movement', async () => {
    const player = await signUpPlayer(t);
    const before = t.app.realtime.stats().published;
    await pay(player, 'deposit', { currency: 'EUR', amount: 100 });
    await pay(player, 'withdraw', { currency: 'EUR', amount: 500 }); // refused: nothing to announce
    expect(t.app.realtime.stats().published).toBe(before + 1);
  });
});

describe('deposit limit', () => {
  it('refuses a deposit past the daily limit with 422 limit_exceeded, and allows what is left', async () => {
    const player = await signUpPlayer(t);
    const limit = await asPlayer(t, player, {
      method: 'POST',
      url: '/api/platform/user_limits',
      payload: { type: 'deposit', period: 'day', amount: 10_000 },
    });
    expect(limit).toMatchObject({ status: 201, body: { status: 'active', currency: 'EUR' } });
    expect((await pay(player, 'deposit', { currency: 'EUR', amount: 6_000 })).status).toBe(200);
    expect(await pay(player, 'deposit', { currency: 'EUR', amount: 4_001 })).toMatchObject({
      status: 422,
      body: { code: 'limit_exceeded' },
    });
    expect((await pay(player, 'deposit', { currency: 'EUR', amount: 4_000 })).status).toBe(200);
  });

  it('holds under concurrent deposits', async () => {
    const player = await signUpPlayer(t);
    await asPlayer(t, player, {
      method: 'POST',
      url: '/api/platform/user_limits',
      payload: { type: 'deposit', period: 'week', amount: 1_000 },
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => pay(player, 'deposit', { currency: 'EUR', amount: 100 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
  });
});

describe('transactions', () => {
  it('pages the ledger newest first, filtered by kind and currency', async () => {
    const player = await signUpPlayer(t);
    for (let i = 1; i <= 5; i += 1) await pay(player, 'deposit', { currency: 'EUR', amount: i * 100 });
    await pay(player, 'withdraw', { currency: 'EUR', amount: 50 });
    const page = await asPlayer<{
      data: { kind: string; amount: number; balance_after: number }[];
      pagination: object;
    }>(t, player, { method: 'GET', url: '/api/platform/player/transactions?limit=2&page=1' });
    expect(page.body.pagination).toEqual({ total: 6, page: 1, limit: 2, last_page: 3 });
    expect(page.body.data.map((d) => [d.kind, d.amount, d.balance_after])).toEqual([
      ['withdrawal', -50, 1_450],
      ['deposit', 500, 1_500],
    ]);
    const deposits = await asPlayer<{ pagination: { total: number } }>(t, player, {
      method: 'GET',
      url: '/api/platform/player/transactions?kind=deposit&currency=EUR',
    });
    expect(deposits.body.pagination.total).toBe(5);
  });
});
