/**
 * The sign-in throttle (src/auth/throttle.ts) instead of a lockout: one client's wrong passwords make that client
 * wait, longer with each one, and the right password does not get through meanwhile; wrong passwords from
 * anywhere never stop the owner signing in from a clean client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { checkCredentials } from '../../src/auth/credentials.js';
import { accountDelayMs, clientWaitMs, FREE_CLIENT_FAILURES } from '../../src/auth/throttle.js';
import { ApiError } from '../../src/lib/api-error.js';
import { startTestApp, type TestApp, testConfig } from '../helpers/app.js';
import { openTestDatabase } from '../helpers/database.js';
import { freshIp, signUpPlayer } from '../helpers/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip = freshIp()) =>
  t.request<{ code?: string }>({
    method: 'POST',
    url: '/api/platform/users/sign_in',
    payload: { email, password },
    remoteAddress: ip,
  });

/** checkCredentials at `ms` after a fixed start: its outcome as a code (ok, the ApiError's code) and Retry-After. */
async function attempt(email: string, password: string, ip: string, ms: number) {
  try {
    await checkCredentials(t.app.db, email, password, ip, new Date(Date.UTC(2026, 0, 1) + ms));
    return { code: 'ok' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { code: error.code, retryAfter: error.headers['retry-after'] };
  }
}

describe('one client', () => {
  it(`waits after ${FREE_CLIENT_FAILURES} wrong passwords, 1 s doubling with each further one; the right one too`, async () => {
    const player = await signUpPlayer(t);
    const ip = '10.200.0.1';
    const wrong = (ms: number) => attempt(player.email, 'wrong password', ip, ms);
    for (let i = 0; i < FREE_CLIENT_FAILURES; i += 1)
      expect((await wrong(i)).code).toBe('invalid_credentials');
    expect(await wrong(500)).toEqual({ code: 'rate_limited', retryAfter: '1' });
    expect((await attempt(player.email, player.password, ip, 600)).code).toBe('rate_limited');
    expect((await wrong(1_100)).code).toBe('invalid_credentials');
    expect(await wrong(1_200)).toEqual({ code: 'rate_limited', retryAfter: '2' });
    expect((await wrong(3_200)).code).toBe('invalid_credentials');
    expect(await wrong(3_300)).toEqual({ code: 'rate_limited', retryAfter: '4' });
    // Waited out, the right password gets in and the client starts afresh.
    expect((await attempt(player.email, player.password, ip, 7_300)).code).toBe('ok');
    expect((await wrong(7_400)).code).toBe('invalid_credentials');
  });

  it('answers 429 rate_limited with Retry-After over HTTP', async () => {
    const player = await signUpPlayer(t);
    const ip = freshIp();
    for (let i = 0; i < FREE_CLIENT_FAILURES; i += 1)
      expect((await signIn(player.email, 'nope', ip)).status).toBe(401);
    const refused = await signIn(player.email, player.password, ip);
    expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('the owner', () => {
  it('signs in from a clean client after 50 wrong passwords from elsewhere', async () => {
    const player = await signUpPlayer(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => signIn(player.email, 'a wrong guess')),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 401));
    const owner = await signIn(player.email, player.password);
    expect(owner.status).toBe(200);
  }, 60_000);

  it('a guessing account is slowed (never refused) for every client, within a second', () => {
    expect(accountDelayMs(19)).toBe(0);
    expect(accountDelayMs(20)).toBe(25);
    expect(accountDelayMs(25)).toBe(50);
    expect(accountDelayMs(1_000)).toBe(1_000);
    expect(clientWaitMs(4)).toBe(0);
    expect(clientWaitMs(100)).toBe(15 * 60_000);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  it('throttles the client named by X-Forwarded-For, not the proxy', async () => {
    const { database, cleanup } = await openTestDatabase();
    const app = await buildApp(testConfig({ TRUST_PROXY: '127.0.0.1' }), { database });
    try {
      const proxied = (payload: object, client: string, url = '/api/platform/users/sign_in') =>
        app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      const email = 'proxied@example.com';
      const password = 'the right password 1';
      expect(
        (await proxied({ email, password }, '203.0.113.9', '/api/platform/users/sign_up')).statusCode,
      ).toBe(201);
      for (let i = 0; i < FREE_CLIENT_FAILURES; i += 1)
        expect((await proxied({ email, password: 'wrong one' }, '198.51.100.7')).statusCode).toBe(401);
      expect((await proxied({ email, password }, '198.51.100.7')).statusCode).toBe(429);
      expect((await proxied({ email, password }, '203.0.113.10')).statusCode).toBe(200);
    } finally {
      await app.close();
      await cleanup();
    }
  });
});
