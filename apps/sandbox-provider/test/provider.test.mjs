/** The provider against a recording stand-in of the sportsbook's webhook route: each test card's webhooks. */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { verifyBody } from '../signature.mjs';

const SECRET = 'provider-test-secret-0123456789';
const PORT = 4000 + Math.floor(Math.random() * 900) + 50;
const events = [];
let api;
let provider;

const link = (intent, amount = 1000) => {
  const params = {
    intent,
    amount: String(amount),
    currency: 'EUR',
    return_to: '/sports/profile/wallet/deposit',
  };
  const text = ['intent', 'amount', 'currency', 'return_to'].map((f) => `${f}=${params[f]}`).join('\n');
  return { ...params, sig: createHmac('sha256', SECRET).update(text).digest('hex') };
};
const post = async (path, body) => {
  const answer = await fetch(`http://localhost:${PORT}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json() };
};
const eventsOf = (intent) => events.filter((e) => e.data.intent_id === intent).map((e) => e.type);

before(async () => {
  api = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const signed = verifyBody(SECRET, raw, request.headers['sandbox-signature'], Date.now());
      if (signed) events.push(JSON.parse(raw));
      response.writeHead(signed ? 200 : 401, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise((resolve) => api.listen(0, 'localhost', resolve));
  provider = spawn(process.execPath, ['server.mjs'], {
    cwd: new URL('..', import.meta.url),
    env: {
      ...process.env,
      SANDBOX_PROVIDER_PORT: String(PORT),
      API_URL: `http://localhost:${api.address().port}`,
      PAYMENT_WEBHOOK_SECRET: SECRET,
      PENDING_SETTLE_MS: '200',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`http://localhost:${PORT}/healthz`).then(
        (a) => a.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the provider did not start');
});
after(() => {
  provider.kill();
  api.close();
});

test('serves the page only for a signed link, and the widget script', async () => {
  const ok = await fetch(`http://localhost:${PORT}/pay?${new URLSearchParams(link('a1'))}`);
  assert.equal(ok.status, 200);
  assert.match(await ok.text(), /<script src="\/spi\/main.js"/);
  const forged = await fetch(
    `http://localhost:${PORT}/pay?${new URLSearchParams({ ...link('a1'), amount: '1' })}`,
  );
  assert.equal(forged.status, 403);
  const script = await fetch(`http://localhost:${PORT}/spi/main.js`);
  assert.match(script.headers.get('content-type'), /javascript/);
});

test('the success card sends payment.succeeded before answering; a second charge answers the first', async () => {
  const answer = await post('/api/charges', { ...link('s1'), card: '4242 4242 4242 4242' });
  assert.equal(answer.body.status, 'succeeded');
  assert.deepEqual(eventsOf('s1'), ['payment.succeeded']);
  const again = await post('/api/charges', { ...link('s1'), card: '4000000000000002' });
  assert.equal(again.body.transaction_id, answer.body.transaction_id);
  assert.deepEqual(eventsOf('s1'), ['payment.succeeded']);
});

test('names the method charged to the server, and fills in the last one a link offers', async () => {
  await post('/api/charges', { ...link('m1'), card: '4242 4242 4242 4242' });
  assert.equal(events.find((e) => e.data.intent_id === 'm1')?.data.method, 'card:4242');
  const offered = await fetch(
    `http://localhost:${PORT}/pay?${new URLSearchParams({ ...link('m2'), method: 'card:0259' })}`,
  );
  assert.match(await offered.text(), /value="4000000000000259"[\s\S]*card ending 0259/);
  const unknown = await fetch(
    `http://localhost:${PORT}/pay?${new URLSearchParams({ ...link('m3'), method: 'card:"><b>' })}`,
  );
  const page = await unknown.text();
  assert.doesNotMatch(page, /card ending|<b>/);
});

test('the failing card sends payment.failed; an unknown card and a forged link are refused', async () => {
  assert.equal(
    (await post('/api/charges', { ...link('f1'), card: '4000000000000002' })).body.status,
    'failed',
  );
  assert.deepEqual(eventsOf('f1'), ['payment.failed']);
  assert.equal((await post('/api/charges', { ...link('f2'), card: '1234' })).body.code, 'unknown_card');
  assert.equal(
    (await post('/api/charges', { ...link('f3'), sig: 'x', card: '4242424242424242' })).status,
    403,
  );
});

test('the pending card settles later; the 3-D Secure card waits for the confirmation', async () => {
  assert.equal(
    (await post('/api/charges', { ...link('p1'), card: '4000000000000259' })).body.status,
    'pending',
  );
  await new Promise((resolve) => setTimeout(resolve, 600));
  assert.deepEqual(eventsOf('p1'), ['payment.pending', 'payment.succeeded']);
  const started = await post('/api/charges', { ...link('d1'), card: '4000000000003220' });
  assert.equal(started.body.status, 'requires_action');
  assert.deepEqual(eventsOf('d1'), []);
  assert.equal(
    (await post('/api/charges/confirm', { ...link('d1'), challenge: 'wrong', approve: true })).status,
    404,
  );
  const confirmed = await post('/api/charges/confirm', {
    ...link('d1'),
    challenge: started.body.challenge,
    approve: true,
  });
  assert.equal(confirmed.body.status, 'succeeded');
  assert.deepEqual(eventsOf('d1'), ['payment.succeeded']);
});

test('a game page needs a signed, unexpired launch', async () => {
  const sign = (params) => {
    const text = ['app', 'player', 'currency', 'session', 'expires']
      .map((f) => `${f}=${params[f]}`)
      .join('\n');
    return { ...params, sig: createHmac('sha256', SECRET).update(text).digest('hex') };
  };
  const base = { app: 'horse_racing', player: 'p1', currency: 'EUR', session: 's1' };
  const later = String(Math.floor(Date.now() / 1000) + 60);
  const ok = await fetch(
    `http://localhost:${PORT}/games/horse_racing?${new URLSearchParams(sign({ ...base, expires: later }))}`,
  );
  assert.equal(ok.status, 200);
  assert.match(await ok.text(), /Sandbox Racing/);
  const expired = sign({ ...base, expires: String(Math.floor(Date.now() / 1000) - 1) });
  assert.equal(
    (await fetch(`http://localhost:${PORT}/games/horse_racing?${new URLSearchParams(expired)}`)).status,
    403,
  );
  const other = sign({ ...base, expires: later });
  assert.equal(
    (await fetch(`http://localhost:${PORT}/games/lotto?${new URLSearchParams(other)}`)).status,
    403,
  );
});
