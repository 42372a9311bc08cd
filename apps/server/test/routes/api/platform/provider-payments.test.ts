/**
 * Deposits through the payment provider and payouts: intents checked before the provider is called, the provider's
 * signed webhooks (good, bad signature, replayed, unknown, mismatched, duplicated, concurrent), payout states;
 * the ledger balanced after each.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../../../src/payments/signature.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';
import { ledgerViolations, SOUND_LEDGER } from '../../../helpers/ledger.js';
import { asPlayer, signUpPlayer, type TestPlayer } from '../../../helpers/players.js';

const SECRET = 'a-test-webhook-secret-0123456789';
let t: TestApp;
let provider: Server;
/** What the provider was asked to pay out. */
const payoutCalls: { body: string; signature: string | undefined }[] = [];

beforeAll(async () => {
  // The provider's payout API, as far as the server talks to it: it records what it was sent.
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const signature = request.headers['sandbox-signature'];
      payoutCalls.push({ body, signature: typeof signature === 'string' ? signature : undefined });
      response.writeHead(202, { 'content-type': 'application/json' });
      response.end('{"status":"initial"}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await startTestApp(undefined, {
    PAYMENT_PROVIDER_URL: `http://127.0.0.1:${port}`,
    PAYMENT_WEBHOOK_SECRET: SECRET,
    ADDITIONAL_PROVIDERS: 'horse_racing',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});
afterEach(async () => {
  expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
});

interface Intent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url: string;
  failure_reason: string | null;
}

const createIntent = (player: TestPlayer, payload: object) =>
  asPlayer<Intent & { code?: string }>(t, player, {
    method: 'POST',
    url: '/api/platform/payments/intents',
    payload,
  });

const balanceOf = async (player: TestPlayer) => {
  const answer = await asPlayer<{ data: { currency: string; balance: number }[] }>(t, player, {
    method: 'GET',
    url: '/api/platform/player/accounts',
  });
  return answer.body.data.find((a) => a.currency === 'EUR')?.balance;
};

/** An event body as the provider sends it. */
const eventBody = (type: string, data: object) =>
  JSON.stringify({ id: `evt_${randomUUID()}`, type, created: Math.floor(Date.now() / 1000), data });

const deliver = (body: string, signature = signBody(SECRET, body)) =>
  t.request<{ received?: boolean; changed?: boolean; code?: string }>({
    method: 'POST',
    url: '/api/platform/payments/webhooks/sandbox',
    payload: body,
    headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
  });

const paymentEvent = (intent: Intent, status: string, extra: object = {}) =>
  eventBody(`payment.${status}`, {
    transaction_id: `tx_${intent.id.slice(0, 8)}`,
    intent_id: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    ...extra,
  });

async function startDeposit(amount = 2_500) {
  const player = await signUpPlayer(t);
  const intent = await createIntent(player, { currency: 'EUR', amount });
  expect(intent.status).toBe(201);
  return { player, intent: intent.body };
}

describe('deposit intents', () => {
  it('answers the provider’s signed payment page for a pending intent, and its status', async () => {
    const { player, intent } = await startDeposit();
    expect(intent).toMatchObject({ status: 'pending', amount: 2_500, currency: 'EUR', failure_reason: null });
    const url = new URL(intent.url);
    expect(url.pathname).toBe('/pay');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      intent: intent.id,
      amount: '2500',
      currency: 'EUR',
      return_to: '/sports/profile/wallet/deposit',
      sig: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const read = await asPlayer<Intent>(t, player, {
      method: 'GET',
      url: `/api/platform/payments/intents/${intent.id}`,
    });
    expect(read.body).toMatchObject({ id: intent.id, status: 'pending' });
    const stranger = await signUpPlayer(t);
    const other = await asPlayer(t, stranger, {
      method: 'GET',
      url: `/api/platform/payments/intents/${intent.id}`,
    });
    expect(other).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it('refuses bad amounts, return paths and currencies with stable codes', async () => {
    const player = await signUpPlayer(t);
    for (const amount of [0, -5, 1.5, '100', 1e13]) {
      expect((await createIntent(player, { currency: 'EUR', amount })).body.code, String(amount)).toBe(
        'invalid_param',
      );
    }
    for (const return_to of [
      'https://evil.example/',
      '/other',
      '/sports/../x',
      '//evil.example',
      '/sports/a?b',
    ]) {
      expect(
        (await createIntent(player, { currency: 'EUR', amount: 100, return_to })).body.code,
        return_to,
      ).toBe('invalid_param');
    }
    expect(await createIntent(player, { currency: 'BTC', amount: 100 })).toMatchObject({
      status: 404,
      body: { code: 'not_found', field: 'currency' },
    });
  });

  it('refuses a deposit past the deposit limit before the provider is called, counting pending ones', async () => {
    const player = await signUpPlayer(t);
    await asPlayer(t, player, {
      method: 'POST',
      url: '/api/platform/user_limits',
      payload: { type: 'deposit', period: 'day', amount: 5_000 },
    });
    expect((await createIntent(player, { currency: 'EUR', amount: 3_000 })).status).toBe(201);
    expect(await createIntent(player, { currency: 'EUR', amount: 2_001 })).toMatchObject({
      status: 422,
      body: { code: 'limit_exceeded' },
    });
    expect((await createIntent(player, { currency: 'EUR', amount: 2_000 })).status).toBe(201);
  });

  it('needs a signed-in player', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/platform/payments/intents',
      payload: { currency: 'EUR', amount: 100 },
    });
    expect(answer).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });
});

describe('the provider’s webhooks', () => {
  it('credits a succeeded payment once, through the ledger, and announces the balance and the notification', async () => {
    const { player, intent } = await startDeposit();
    const before = t.app.realtime.stats().published;
    expect(await deliver(paymentEvent(intent, 'succeeded'))).toMatchObject({
      status: 200,
      body: { received: true, changed: true },
    });
    expect(await balanceOf(player)).toBe(2_500);
    // balance_changed, then the deposit_succeeded notification and the unread counter (src/notifications).
    expect(t.app.realtime.stats().published).toBe(before + 3);
    const notes = await asPlayer<{ data: { type: string; object_id: string; caption: string }[] }>(
      t,
      player,
      {
        method: 'GET',
        url: '/api/v2/notifications?locale=en',
      },
    );
    expect(notes.body.data[0]).toMatchObject({
      type: 'deposit_succeeded',
      object_id: intent.id,
      caption: '€25.00',
    });
    const read = await asPlayer<Intent>(t, player, {
      method: 'GET',
      url: `/api/platform/payments/intents/${intent.id}`,
    });
    expect(read.body.status).toBe('succeeded');
  });

  it('credits once when the same event comes 10 times, one after another', async () => {
    const { player, intent } = await startDeposit();
    const body = paymentEvent(intent, 'succeeded');
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await deliver(body));
    expect(answers.map((a) => [a.status, a.body.changed])).toEqual([
      [200, true],
      ...Array.from({ length: 9 }, () => [200, false]),
    ]);
    expect(await balanceOf(player)).toBe(2_500);
  });

  it('credits once when the same event comes 10 times at once', async () => {
    const { player, intent } = await startDeposit();
    const body = paymentEvent(intent, 'succeeded');
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(body)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.changed)).toHaveLength(1);
    expect(await balanceOf(player)).toBe(2_500);
  });

  it('issues a first-deposit bonus with the credit, once, however often the event comes', async () => {
    const { player, intent } = await startDeposit(10_000);
    const body = paymentEvent(intent, 'succeeded');
    await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
    const bonuses = await asPlayer<{ data: { campaign_id: string; issued: unknown }[] }>(t, player, {
      method: 'GET',
      url: '/api/v2/bonuses',
    });
    const earned = bonuses.body.data.filter((b) => b.campaign_id === 'first-deposit-freebet');
    expect(earned).toMatchObject([{ issued: { amount: 2_000, currency: 'EUR' } }]);
  });

  it('refuses a bad signature, a replayed event and an unknown intent, changing nothing', async () => {
    const { player, intent } = await startDeposit();
    const body = paymentEvent(intent, 'succeeded');
    expect(await deliver(body, signBody('not-the-secret-at-all-0000', body))).toMatchObject({
      status: 401,
      body: { code: 'bad_signature' },
    });
    expect(await deliver(body, 'garbage')).toMatchObject({ status: 401, body: { code: 'bad_signature' } });
    expect(await deliver(body.replace('2500', '25000'), signBody(SECRET, body))).toMatchObject({
      status: 401,
      body: { code: 'bad_signature' },
    });
    // Captured and sent again ten minutes later: outside the replay window.
    expect(await deliver(body, signBody(SECRET, body, Date.now() - 10 * 60_000))).toMatchObject({
      status: 401,
      body: { code: 'signature_expired' },
    });
    const unknown = paymentEvent({ ...intent, id: randomUUID() }, 'succeeded');
    expect(await deliver(unknown)).toMatchObject({ status: 404, body: { code: 'unknown_intent' } });
    expect(await deliver('{"not":"an event"}')).toMatchObject({
      status: 400,
      body: { code: 'invalid_body' },
    });
    expect(await deliver('not json')).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
    expect(await deliver(paymentEvent(intent, 'succeeded', { amount: 9_999 }))).toMatchObject({
      status: 409,
      body: { code: 'payment_mismatch' },
    });
    expect(await balanceOf(player)).toBe(0);
  });

  it('settles a pending payment later, and never credits a failed one', async () => {
    const pending = await startDeposit();
    expect((await deliver(paymentEvent(pending.intent, 'pending'))).body.changed).toBe(true);
    expect((await deliver(paymentEvent(pending.intent, 'pending'))).body.changed).toBe(false);
    expect(await balanceOf(pending.player)).toBe(0);
    expect((await deliver(paymentEvent(pending.intent, 'succeeded'))).body.changed).toBe(true);
    expect(await balanceOf(pending.player)).toBe(2_500);
    // Another transaction for the same intent is not paid twice.
    expect(
      await deliver(paymentEvent(pending.intent, 'succeeded', { transaction_id: 'tx_another' })),
    ).toMatchObject({ status: 409, body: { code: 'payment_mismatch' } });

    const failed = await startDeposit();
    expect((await deliver(paymentEvent(failed.intent, 'failed', { reason: 'card_declined' }))).status).toBe(
      200,
    );
    expect(await deliver(paymentEvent(failed.intent, 'succeeded'))).toMatchObject({
      status: 409,
      body: { code: 'payment_mismatch' },
    });
    const read = await asPlayer<Intent>(t, failed.player, {
      method: 'GET',
      url: `/api/platform/payments/intents/${failed.intent.id}`,
    });
    expect(read.body).toMatchObject({ status: 'failed', failure_reason: 'card_declined' });
    expect(await balanceOf(failed.player)).toBe(0);
  });
});

describe('quick deposit: the last method', () => {
  const quickDeposit = (player: TestPlayer) =>
    asPlayer<{ method: string | null; currency: string | null }>(t, player, {
      method: 'GET',
      url: '/api/platform/payments/quick-deposit',
    });

  it('remembers the method of the last credited deposit, not of a failed one, and offers it first', async () => {
    const { player, intent } = await startDeposit();
    expect((await quickDeposit(player)).body).toEqual({ method: null, currency: null });
    await deliver(paymentEvent(intent, 'succeeded', { method: 'card:4242' }));
    expect((await quickDeposit(player)).body).toEqual({ method: 'card:4242', currency: 'EUR' });

    const failed = await createIntent(player, { currency: 'EUR', amount: 1_000 });
    await deliver(paymentEvent(failed.body, 'failed', { method: 'card:0002', reason: 'card_declined' }));
    expect((await quickDeposit(player)).body.method).toBe('card:4242');

    // The quick deposit's intent names the method; the provider's page gets it as a hint outside the signature.
    const quick = await createIntent(player, { currency: 'EUR', amount: 1_000, method: 'card:4242' });
    expect(quick.status).toBe(201);
    const url = new URL(quick.body.url);
    expect(url.searchParams.get('method')).toBe('card:4242');
    expect(await balanceOf(player)).toBe(2_500);
  });

  it('refuses a malformed method with 400, and answers only a signed-in player', async () => {
    const { player } = await startDeposit();
    const bad = await createIntent(player, { currency: 'EUR', amount: 1_000, method: 'card:42 42<' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_param' } });
    const event = await deliver(
      eventBody('payment.succeeded', {
        transaction_id: 'tx_bad_method',
        intent_id: randomUUID(),
        amount: 1_000,
        currency: 'EUR',
        method: '<script>',
      }),
    );
    expect(event.status).toBe(400);
    expect((await t.get('/api/platform/payments/quick-deposit')).status).toBe(401);
  });
});

describe('withdrawals', () => {
  async function funded(amount: number) {
    const { player, intent } = await startDeposit(amount);
    await deliver(paymentEvent(intent, 'succeeded'));
    return player;
  }
  const requestPayout = (player: TestPlayer, amount: number) =>
    asPlayer<{ id: string; status: string; code?: string }>(t, player, {
      method: 'POST',
      url: '/api/platform/payments/withdrawals',
      payload: { currency: 'EUR', amount },
    });
  const payoutEvent = (id: string, status: string, amount: number) =>
    eventBody(`payout.${status}`, {
      transaction_id: `po_${id.slice(0, 8)}`,
      payout_id: id,
      amount,
      currency: 'EUR',
    });

  it('debits at once, asks the provider, then goes approved -> paid', async () => {
    const player = await funded(5_000);
    const payout = await requestPayout(player, 1_500);
    expect(payout).toMatchObject({ status: 201, body: { status: 'initial' } });
    expect(await balanceOf(player)).toBe(3_500);
    await expect.poll(() => payoutCalls.some((c) => c.body.includes(payout.body.id))).toBe(true);
    const call = payoutCalls.find((c) => c.body.includes(payout.body.id));
    expect(call?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect((await deliver(payoutEvent(payout.body.id, 'approved', 1_500))).body.changed).toBe(true);
    expect((await deliver(payoutEvent(payout.body.id, 'paid', 1_500))).body.changed).toBe(true);
    expect((await deliver(payoutEvent(payout.body.id, 'paid', 1_500))).body.changed).toBe(false);
    expect(await deliver(payoutEvent(payout.body.id, 'declined', 1_500))).toMatchObject({
      status: 409,
      body: { code: 'payment_mismatch' },
    });
    const list = await asPlayer<{ data: { id: string; status: string }[] }>(t, player, {
      method: 'GET',
      url: '/api/platform/payments/withdrawals',
    });
    expect(list.body.data).toEqual([expect.objectContaining({ id: payout.body.id, status: 'paid' })]);
    expect(await balanceOf(player)).toBe(3_500);
    // One notification for the payout, written with its paid event (the repeat wrote none).
    const notes = await asPlayer<{ data: { type: string }[] }>(t, player, {
      method: 'GET',
      url: '/api/v2/notifications',
    });
    expect(notes.body.data.filter((n) => n.type === 'withdrawal_paid')).toHaveLength(1);
  });

  it('gives the money back once when declined', async () => {
    const player = await funded(5_000);
    const payout = await requestPayout(player, 2_000);
    const declined = payoutEvent(payout.body.id, 'declined', 2_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(declined)));
    expect(answers.filter((a) => a.body.changed)).toHaveLength(1);
    expect(await balanceOf(player)).toBe(5_000);
    expect(await deliver(payoutEvent(payout.body.id, 'paid', 2_000))).toMatchObject({
      status: 409,
      body: { code: 'payment_mismatch' },
    });
  });

  it('refuses more than the balance with 422 insufficient_funds, and an unknown payout', async () => {
    const player = await funded(1_000);
    expect(await requestPayout(player, 1_001)).toMatchObject({
      status: 422,
      body: { code: 'insufficient_funds' },
    });
    expect(await balanceOf(player)).toBe(1_000);
    expect(await deliver(payoutEvent(randomUUID(), 'paid', 100))).toMatchObject({
      status: 404,
      body: { code: 'unknown_intent' },
    });
  });
});

describe('the provider games’ virtual wallet', () => {
  const launch = (player: TestPlayer, app: string, provider = 'sandbox') =>
    asPlayer<{ url: string; code?: string }>(t, player, {
      method: 'POST',
      url: `/api/platform/virtual-wallet/${provider}/launch`,
      payload: { app },
    });
  const call = (player: TestPlayer, type: 'debit' | 'credit', amount: number, id = randomUUID()) => {
    const body = JSON.stringify({
      transaction_id: id,
      round_id: 'round-1',
      player_id: player.id,
      currency: 'EUR',
      amount,
      type,
    });
    return t.request<{ balance?: number; code?: string }>({
      method: 'POST',
      url: '/api/platform/virtual-wallet/sandbox/transactions',
      payload: body,
      headers: { 'content-type': 'application/json', 'sandbox-signature': signBody(SECRET, body) },
    });
  };

  it('launches only the games the site offers, and says which in the settings', async () => {
    const player = await signUpPlayer(t);
    const answer = await launch(player, 'horse_racing');
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.url);
    expect(url.pathname).toBe('/games/horse_racing');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      app: 'horse_racing',
      player: player.id,
      currency: 'EUR',
      sig: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await launch(player, 'lotto')).toMatchObject({
      status: 403,
      body: { code: 'provider_unavailable' },
    });
    expect(await launch(player, 'poker')).toMatchObject({ status: 400, body: { code: 'invalid_param' } });
    expect(await launch(player, 'horse_racing', 'other')).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    const settings = await t.get<{ additional_providers: object }>('/api/v2/settings');
    expect(settings.body.additional_providers).toEqual({ horse_racing: true, lotto: false });
  });

  it('debits on play and credits a win through the ledger, once per transaction', async () => {
    const { player, intent } = await startDeposit(1_000);
    await deliver(paymentEvent(intent, 'succeeded'));
    const stake = randomUUID();
    expect(await call(player, 'debit', 300, stake)).toMatchObject({ status: 200, body: { balance: 700 } });
    expect(await call(player, 'debit', 300, stake)).toMatchObject({ status: 200, body: { balance: 700 } });
    expect(await call(player, 'credit', 900)).toMatchObject({ status: 200, body: { balance: 1_600 } });
    expect(await call(player, 'debit', 1_601)).toMatchObject({
      status: 422,
      body: { code: 'insufficient_funds' },
    });
    const body = JSON.stringify({
      transaction_id: 'x',
      round_id: 'r',
      player_id: player.id,
      currency: 'EUR',
      amount: 5,
      type: 'credit',
    });
    const forged = await t.request<{ code: string }>({
      method: 'POST',
      url: '/api/platform/virtual-wallet/sandbox/transactions',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signBody('another-secret-0123456789', body),
      },
    });
    expect(forged).toMatchObject({ status: 401, body: { code: 'bad_signature' } });
    expect(await balanceOf(player)).toBe(1_600);
    const history = await asPlayer<{ data: { kind: string; amount: number }[] }>(t, player, {
      method: 'GET',
      url: '/api/platform/player/transactions',
    });
    expect(history.body.data.map((e) => [e.kind, e.amount])).toEqual([
      ['game_win', 900],
      ['game_stake', -300],
      ['deposit', 1_000],
    ]);
  });
});

describe('the deposit profile comes first', () => {
  it('refuses an intent without the names and a verified phone where the site requires them', async () => {
    const strict = await startTestApp(undefined, { DEPOSIT_FIELDS_REQUIRED: 'true' });
    try {
      const player = await signUpPlayer(strict);
      const answer = await asPlayer<{ code: string }>(strict, player, {
        method: 'POST',
        url: '/api/platform/payments/intents',
        payload: { currency: 'EUR', amount: 100 },
      });
      expect(answer).toMatchObject({ status: 422, body: { code: 'auth_fields_missed' } });
    } finally {
      await strict.close();
    }
  });
});

describe('in production', () => {
  it('has no instant deposit or withdrawal: money comes in through the provider only', async () => {
    const production = await startTestApp(undefined, {
      NODE_ENV: 'production',
      REALTIME_SECRET: 'a-production-secret-1234',
      PAYMENT_WEBHOOK_SECRET: SECRET,
    });
    try {
      for (const what of ['deposit', 'withdraw']) {
        const answer = await production.request({
          method: 'POST',
          url: `/api/platform/payments/${what}`,
          payload: { currency: 'EUR', amount: 100 },
        });
        expect(answer.status, what).toBe(404);
      }
      const intents = await production.request({
        method: 'POST',
        url: '/api/platform/payments/intents',
        payload: { currency: 'EUR', amount: 100 },
      });
      expect(intents.status).toBe(401);
    } finally {
      await production.close();
    }
  });
});
