#!/usr/bin/env node
/**
 * The sandbox provider: a payment provider (and a games provider for racing and lotteries) that behaves like a
 * real one, on its own origin (http://localhost:4500). It trusts only what the sportsbook's server signed, and
 * tells that server what happened through webhooks signed with the same shared secret (./signature.mjs).
 *
 * Payments: the server creates a deposit intent and hands the player a signed URL of the hosted payment page
 * (GET /pay). The page runs the cashier widget (/spi/main.js): test cards, a 3-D Secure style confirmation step,
 * and the provider's events posted to the app that frames it. A charge (POST /api/charges) ends in a webhook to
 * `${API_URL}/api/platform/payments/webhooks/sandbox`; the pending card sends `payment.pending` first and
 * `payment.succeeded` PENDING_SETTLE_MS later. Payouts (POST /api/payouts, signed by the server) are approved,
 * then paid after PENDING_SETTLE_MS; an amount ending in 13 minor units is declined.
 *
 * Games: GET /games/{horse_racing|lotto} with a URL signed by the server's launch; a play debits and a win credits
 * the player's wallet through the server's signed wallet calls (POST `${API_URL}/api/platform/virtual-wallet/...`).
 *
 * Environment: SANDBOX_PROVIDER_PORT (4500), SANDBOX_PROVIDER_HOSTNAME (localhost), API_URL
 * (http://localhost:4000), PAYMENT_WEBHOOK_SECRET (the development default of the server), PENDING_SETTLE_MS (5000).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { GAMES, gamePage, hostedPage, messagePage } from './pages.mjs';
import { signBody, verifyBody, verifyParams } from './signature.mjs';

const port = Number(process.env.SANDBOX_PROVIDER_PORT ?? 4500);
const hostname = process.env.SANDBOX_PROVIDER_HOSTNAME ?? 'localhost';
const apiUrl = (process.env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
const secret = process.env.PAYMENT_WEBHOOK_SECRET ?? 'sandbox-webhook-secret-for-development';
const settleMs = Number(process.env.PENDING_SETTLE_MS ?? 5000);
const here = import.meta.dirname;

/** The test cards: what a charge with each one does. */
const TEST_CARDS = {
  4242424242424242: 'success',
  4000000000000002: 'failure',
  4000000000000259: 'pending',
  4000000000003220: 'three_d_secure',
};

/** Charges by intent id: one per intent, so paying twice answers the first charge. */
const charges = new Map();
/** Payouts by the server's payout request id. */
const payouts = new Map();

const id = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** POSTs a signed event to the server; retried (0.5, 1, 2, 4 s) until it answers 2xx or refuses for good (4xx). */
async function deliver(type, data) {
  const body = JSON.stringify({ id: id('evt'), type, created: Math.floor(Date.now() / 1000), data });
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const answer = await fetch(`${apiUrl}/api/platform/payments/webhooks/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sandbox-signature': signBody(secret, body) },
        body,
      });
      if (answer.ok) return true;
      if (answer.status < 500) {
        console.error(`[sandbox-provider] ${type} refused: ${answer.status} ${await answer.text()}`);
        return false;
      }
    } catch (error) {
      console.error(`[sandbox-provider] ${type} not delivered: ${error.message}`);
    }
    await wait(500 * 2 ** attempt);
  }
  return false;
}

/** Settles a charge: the webhook first, then what the page shows (so the balance has moved when it says so). */
async function settle(charge, status) {
  charge.status = status;
  const data = {
    transaction_id: charge.transactionId,
    intent_id: charge.intentId,
    amount: charge.amount,
    currency: charge.currency,
    method: charge.method,
    ...(status === 'failed' ? { reason: 'card_declined' } : {}),
  };
  const delivered = await deliver(`payment.${status}`, data);
  if (!delivered) charge.status = 'undelivered';
  return charge.status;
}

async function readJson(request) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) throw Object.assign(new Error('body too large'), { status: 413 });
  }
  try {
    return { raw: body, json: body ? JSON.parse(body) : {} };
  } catch {
    throw Object.assign(new Error('body is not JSON'), { status: 400, code: 'bad_json' });
  }
}

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** The intent a payment page or a charge is for, as the server signed it; null when the signature is wrong. */
function signedIntent(params) {
  const fields = ['intent', 'amount', 'currency', 'return_to'];
  if (!verifyParams(secret, params, fields)) return null;
  const amount = Number(params.amount);
  if (!Number.isSafeInteger(amount) || amount <= 0) return null;
  return { intentId: params.intent, amount, currency: params.currency, returnTo: params.return_to };
}

async function charge(response, body) {
  const intent = signedIntent(body);
  if (!intent)
    return send(response, 403, { code: 'bad_signature', message: 'The payment link is not valid' });
  const outcome = TEST_CARDS[String(body.card ?? '').replace(/\s+/g, '')];
  if (!outcome)
    return send(response, 422, { code: 'unknown_card', message: 'Use one of the test cards listed' });
  const existing = charges.get(intent.intentId);
  if (existing)
    return send(response, 200, { status: existing.status, transaction_id: existing.transactionId });
  const card = String(body.card).replace(/\s+/g, '');
  // The method charged, as the provider names it to the server (the player's "last used method").
  const method = `card:${card.slice(-4)}`;
  const created = { ...intent, transactionId: id('tx'), status: 'processing', challenge: null, method };
  charges.set(intent.intentId, created);
  if (outcome === 'three_d_secure') {
    created.status = 'requires_action';
    created.challenge = id('3ds');
    return send(response, 200, {
      status: 'requires_action',
      challenge: created.challenge,
      transaction_id: created.transactionId,
    });
  }
  if (outcome === 'failure') {
    const status = await settle(created, 'failed');
    return send(response, 200, { status, transaction_id: created.transactionId });
  }
  if (outcome === 'pending') {
    const status = await settle(created, 'pending');
    setTimeout(() => void settle(created, 'succeeded'), settleMs);
    return send(response, 200, { status, transaction_id: created.transactionId });
  }
  const status = await settle(created, 'succeeded');
  return send(response, 200, { status, transaction_id: created.transactionId });
}

async function confirm(response, body) {
  const intent = signedIntent(body);
  const created = intent && charges.get(intent.intentId);
  if (!created || created.challenge === null || created.challenge !== body.challenge)
    return send(response, 404, { code: 'unknown_challenge', message: 'Nothing waits for this confirmation' });
  if (created.status !== 'requires_action')
    return send(response, 200, { status: created.status, transaction_id: created.transactionId });
  const status = await settle(created, body.approve === true ? 'succeeded' : 'failed');
  return send(response, 200, { status, transaction_id: created.transactionId });
}

/** A payout the server asks for: approved at once, paid later (declined when the amount ends in 13). */
async function payout(response, raw, headers) {
  if (!verifyBody(secret, raw, headers['sandbox-signature'], Date.now()))
    return send(response, 403, { code: 'bad_signature', message: 'The signature does not match' });
  const { payout_id: payoutId, amount, currency } = JSON.parse(raw);
  if (typeof payoutId !== 'string' || !Number.isSafeInteger(amount) || amount <= 0)
    return send(response, 422, { code: 'invalid_payout', message: 'payout_id and a positive amount' });
  if (payouts.has(payoutId)) return send(response, 200, { status: payouts.get(payoutId).status });
  const entry = { transactionId: id('po'), status: 'initial' };
  payouts.set(payoutId, entry);
  send(response, 202, { status: entry.status, transaction_id: entry.transactionId });
  const data = { payout_id: payoutId, transaction_id: entry.transactionId, amount, currency };
  await wait(50);
  if (amount % 100 === 13) {
    entry.status = 'declined';
    await deliver('payout.declined', { ...data, reason: 'account_closed' });
    return;
  }
  entry.status = 'approved';
  await deliver('payout.approved', data);
  await wait(settleMs);
  entry.status = 'paid';
  await deliver('payout.paid', data);
}

/** A game launch the server signed and that has not expired; null otherwise. */
function signedGame(params) {
  if (!verifyParams(secret, params, ['app', 'player', 'currency', 'session', 'expires'])) return null;
  if (!['horse_racing', 'lotto'].includes(params.app) || Number(params.expires) * 1000 < Date.now())
    return null;
  return params;
}

/** Calls the sportsbook's wallet for a game round (signed); the answer's status and body. */
async function walletCall(data) {
  const body = JSON.stringify(data);
  const answer = await fetch(`${apiUrl}/api/platform/virtual-wallet/sandbox/transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signBody(secret, body) },
    body,
  });
  return { ok: answer.ok, body: await answer.json().catch(() => ({})) };
}

/** One round: debit the stake, draw a winner, credit five times the stake on a win. */
async function play(response, body) {
  const game = signedGame(body);
  if (!game)
    return send(response, 403, { code: 'bad_signature', message: 'The game link is not valid any more' });
  const pick = Number(body.pick);
  if (!Number.isInteger(pick) || pick < 0 || pick > 5)
    return send(response, 422, { code: 'invalid_pick', message: 'Pick one of the six' });
  const round = id('round');
  const stake = game.currency === 'BTC' ? 100_000 : 100;
  const base = { round_id: round, player_id: game.player, currency: game.currency };
  const debit = await walletCall({ ...base, transaction_id: `${round}:stake`, amount: stake, type: 'debit' });
  if (!debit.ok) return send(response, 422, { code: debit.body.code, message: debit.body.message });
  const winner = randomInt(6);
  const names = GAMES[game.app].choices;
  if (winner === pick) {
    const credit = await walletCall({
      ...base,
      transaction_id: `${round}:win`,
      amount: stake * 5,
      type: 'credit',
    });
    if (!credit.ok)
      return send(response, 502, { code: 'wallet_failed', message: 'The win could not be paid yet' });
  }
  return send(response, 200, { won: winner === pick, winner: names[winner] });
}

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const params = Object.fromEntries(url.searchParams);
    if (request.method === 'GET' && url.pathname === '/spi/main.js') {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
        'access-control-allow-origin': '*',
      });
      response.end(await readFile(join(here, 'public/main.js')));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/healthz') return send(response, 200, { status: 'ok' });
    if (request.method === 'GET' && url.pathname === '/widgets/scoreboard') {
      // A third-party widget for the CMS iframe block (site-settings.json's demo page frames it).
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *",
      });
      response.end(
        '<!doctype html><html lang="en"><meta charset="utf-8"><title>Scoreboard widget</title>' +
          '<body style="margin:0;font:16px system-ui,sans-serif;background:#10243a;color:#fff;display:grid;place-items:center;height:100vh;padding:0 16px;box-sizing:border-box;text-align:center">' +
          '<p>Sandbox provider scoreboard: the Champions Cup final kicks off at 20:00.</p></body></html>',
      );
      return;
    }
    if (request.method === 'GET' && url.pathname === '/pay') {
      const intent = signedIntent(params);
      const html = intent
        ? hostedPage({ intent, params, cards: TEST_CARDS, lang: params.lang, method: params.method })
        : messagePage('The payment link is not valid', 'Start the deposit again from the sportsbook.');
      response.writeHead(intent ? 200 : 403, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors *",
      });
      response.end(html);
      return;
    }
    if (request.method === 'GET' && url.pathname.startsWith('/games/')) {
      if (url.pathname === '/games/game.js') {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        response.end(await readFile(join(here, 'public/game.js')));
        return;
      }
      const game = signedGame({ ...params, app: url.pathname.slice('/games/'.length) });
      response.writeHead(game ? 200 : 403, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors *",
      });
      response.end(
        game
          ? gamePage({ app: game.app, params: game })
          : messagePage('The game link is not valid', 'Open the game again from the sportsbook.'),
      );
      return;
    }
    if (request.method === 'POST' && url.pathname === '/api/games/play') {
      const { json } = await readJson(request);
      return play(response, json);
    }
    if (request.method === 'POST' && url.pathname === '/api/charges') {
      const { json } = await readJson(request);
      return charge(response, json);
    }
    if (request.method === 'POST' && url.pathname === '/api/charges/confirm') {
      const { json } = await readJson(request);
      return confirm(response, json);
    }
    if (request.method === 'POST' && url.pathname === '/api/payouts') {
      const { raw } = await readJson(request);
      return payout(response, raw, request.headers);
    }
    send(response, 404, { code: 'not_found', message: `No ${request.method} ${url.pathname}` });
  } catch (error) {
    if (!response.headersSent)
      send(response, error.status ?? 500, { code: error.code ?? 'provider_error', message: error.message });
  }
});

server.listen(port, hostname, () => {
  console.log(`[sandbox-provider] http://${hostname}:${port}/ (webhooks to ${apiUrl})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
