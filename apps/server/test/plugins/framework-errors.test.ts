/**
 * What the framework refuses before or around a route (a malformed URL, an over-long path parameter or request
 * line, a body too large, of the wrong type or not JSON) and text the database cannot store answer the
 * contract's `{code, message}` without echoing the request; ids past 32 bits are a 400, not a failed statement.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BettingApp, startBettingApp, type TestPlayer } from '../bets/betting-app.js';
import { bet, request } from '../bets/payloads.js';
import { bettingWorld, EXTRA, on } from '../bets/worlds.js';

let t: BettingApp;
let p: TestPlayer;
beforeAll(async () => {
  t = await startBettingApp({ world: bettingWorld() });
  p = await t.player();
});
afterAll(() => t.close());

const MARKER = 'zzmarkerzz';

/** A raw HTTP exchange with the listening app: its status line and body. */
async function raw(port: number, text: string): Promise<{ statusLine: string; body: string; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let got = '';
    socket.on('data', (chunk) => {
      got += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = got.split('\r\n\r\n');
      resolve({ statusLine: head.split('\r\n')[0] ?? '', body, head });
    });
  });
}

describe('framework errors', () => {
  it('400 invalid_url for bad percent-encoding', async () => {
    const res = await t.call({ method: 'GET', url: `/api/v2/matches/%E0%A4%A${MARKER}` });
    expect(res).toMatchObject({ status: 400, body: { code: 'invalid_url', message: expect.any(String) } });
    expect(JSON.stringify(res.body)).not.toContain(MARKER);
  });

  it('414 uri_too_long for an over-long path parameter', async () => {
    const res = await t.call({ method: 'GET', url: `/api/v2/matches/${MARKER}${'1'.repeat(300)}` });
    expect(res).toMatchObject({ status: 414, body: { code: 'uri_too_long' } });
    expect(JSON.stringify(res.body)).not.toContain(MARKER);
  });

  it('404 not_found without the URL', async () => {
    const res = await t.call({ method: 'GET', url: `/api/v2/${MARKER}` });
    expect(res).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(JSON.stringify(res.body)).not.toContain(MARKER);
  });

  it('413, 415 and 400 invalid_body for bodies, without quoting them', async () => {
    const big = await t.call({
      method: 'POST',
      url: '/api/v2/counters',
      headers: { 'content-type': 'application/json' },
      payload: `{"x":"${'a'.repeat(1_100_000)}"}`,
    });
    expect(big).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
    const plain = await t.call({
      method: 'POST',
      url: '/api/v2/counters',
      headers: { 'content-type': `text/${MARKER}` },
      payload: 'x',
    });
    expect(plain).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
    const broken = await t.call({
      method: 'POST',
      url: '/api/v2/counters',
      headers: { 'content-type': 'application/json' },
      payload: `{"${MARKER}`,
    });
    expect(broken).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
    for (const res of [plain, broken]) expect(JSON.stringify(res.body)).not.toContain(MARKER);
  });

  it('431 headers_too_large for an over-long request line or header, on the socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const line = await raw(
      port,
      `GET /api/v2/sports?q=${MARKER}${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
    );
    const header = await raw(
      port,
      `GET /api/v2/sports HTTP/1.1\r\nHost: a\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`,
    );
    for (const res of [line, header]) {
      expect(res.statusLine).toMatch(/^HTTP\/1\.1 431/);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'headers_too_large', message: expect.any(String) });
      expect(res.body).not.toContain(MARKER);
      expect(res.head.toLowerCase()).toContain('x-content-type-options: nosniff');
    }
  });
});

describe('text the database cannot store', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['an unpaired high surrogate', 'a\ud800'],
    ['an unpaired low surrogate', '\udc00b'],
  ])('400 invalid_characters for %s in a body, at any depth', async (_, text) => {
    const res = await p.call({
      method: 'POST',
      url: '/api/v2/settings',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ one_signal_push_notification_subscription: { id: text } }),
    });
    expect(res).toMatchObject({ status: 400, body: { code: 'invalid_characters' } });
  });

  it('400 invalid_characters for a NUL in a query', async () => {
    expect(await t.call({ method: 'GET', url: '/dev/mailbox?to=%00' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_characters', field: 'to' },
    });
  });

  it('leaves well-formed text alone (a pair of surrogates is one character)', async () => {
    const res = await t.call({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent('a😀@b.c')}` });
    expect(res.status).toBe(200);
  });
});

describe('ids past 32 bits', () => {
  const tooBig = 2_147_483_648;
  it.each([
    ['/api/v3/bets', { 'idempotency-key': 'big-id-key-1' }],
    ['/api/v3/bets/max-stake', {}],
  ])('POST %s: 400 invalid_param', async (url, headers) => {
    const body = request([bet([{ ...on(EXTRA[0] as number).home, match_id: tooBig }], 100)]);
    const res = await p.call({ method: 'POST', url, headers, payload: body });
    expect(res).toMatchObject({ status: 400, body: { code: 'invalid_param', field: 'bets' } });
    const market = request([bet([{ ...on(EXTRA[0] as number).home, market_id: tooBig }], 100)]);
    expect((await p.call({ method: 'POST', url, headers, payload: market })).status).toBe(400);
  });

  it('POST /api/v3/bets/custom/odds: 400 invalid_param', async () => {
    const leg = { market_id: 1, specifier: '', outcome_id: '1' };
    const res = await p.call({
      method: 'POST',
      url: '/api/v3/bets/custom/odds',
      payload: { match_id: tooBig, selections: [leg, { ...leg, outcome_id: '2' }] },
    });
    expect(res).toMatchObject({ status: 400, body: { code: 'invalid_param', field: 'match_id' } });
  });
});
