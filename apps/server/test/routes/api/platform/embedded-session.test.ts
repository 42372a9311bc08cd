/**
 * Sessions of the app inside a host page's iframe: a token for the host's backend (POST /users/token), bearer
 * authentication without CSRF, the token kept as partitioned cookies (POST /users/session), partitioned cookies
 * from sign-in when embedded, and CSRF still required of cookie sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../helpers/app.js';
import { cookiesOf, freshIp, sessionHeaders, signUpPlayer } from '../../../helpers/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const EMBEDDED = { 'x-sportsbook-embedded': '1' };

async function tokenOf(email: string, password: string) {
  return t.request<{ token: string; user: { id: string }; code?: string }>({
    method: 'POST',
    url: '/api/platform/users/token',
    payload: { email, password },
    remoteAddress: freshIp(),
  });
}

const setCookieLines = (answer: { headers: Record<string, unknown> }) =>
  (answer.headers['set-cookie'] as string[] | undefined) ?? [];

describe('a session handed over by a host page', () => {
  it('gives a token and no cookies, and the token authenticates as a bearer without a CSRF header', async () => {
    const player = await signUpPlayer(t);
    const answer = await tokenOf(player.email, player.password);
    expect(answer.status).toBe(200);
    expect(answer.body.user.id).toBe(player.id);
    expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookieLines(answer)).toEqual([]);

    const bearer = { authorization: `Bearer ${answer.body.token}` };
    const me = await t.request<{ id: string }>({
      method: 'GET',
      url: '/api/platform/player',
      headers: bearer,
    });
    expect(me).toMatchObject({ status: 200, body: { id: player.id } });
    // A write with the bearer alone: no CSRF header needed (a browser never adds Authorization by itself).
    const ws = await t.request<{ token: string }>({
      method: 'POST',
      url: '/api/v2/websocket/token',
      headers: bearer,
    });
    expect(ws.status).toBe(200);
  });

  it('refuses wrong credentials as sign-in does, and a bad bearer is nobody', async () => {
    const player = await signUpPlayer(t);
    expect(await tokenOf(player.email, 'wrong password')).toMatchObject({
      status: 401,
      body: { code: 'invalid_credentials' },
    });
    const nobody = await t.request({
      method: 'GET',
      url: '/api/platform/player',
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(nobody.status).toBe(401);
    expect(setCookieLines(nobody)).toEqual([]);
  });

  it('keeps the token as partitioned cookies when embedded, and the session is the same', async () => {
    const player = await signUpPlayer(t);
    const { token } = (await tokenOf(player.email, player.password)).body;
    const kept = await t.request<{ id: string }>({
      method: 'POST',
      url: '/api/platform/users/session',
      headers: { authorization: `Bearer ${token}`, ...EMBEDDED },
    });
    expect(kept).toMatchObject({ status: 200, body: { id: player.id } });
    const lines = setCookieLines(kept);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain('SameSite=None');
      expect(line).toContain('Secure');
      expect(line).toContain('Partitioned');
    }
    expect(cookiesOf(kept).sb_session).toBe(token);
    // The cookies work, with the CSRF header for writes, and the host's token still works too.
    const headers = sessionHeaders(kept);
    expect((await t.request({ method: 'GET', url: '/api/platform/player', headers })).status).toBe(200);
    const bearerAgain = await t.request({
      method: 'GET',
      url: '/api/platform/player',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearerAgain.status).toBe(200);
  });

  it('answers 401 without a bearer and 400 bearer_required for a cookie session', async () => {
    expect((await t.request({ method: 'POST', url: '/api/platform/users/session' })).status).toBe(401);
    const player = await signUpPlayer(t);
    const cookieOnly = await t.request<{ code: string }>({
      method: 'POST',
      url: '/api/platform/users/session',
      headers: player.headers,
    });
    expect(cookieOnly).toMatchObject({ status: 400, body: { code: 'bearer_required' } });
  });

  it('writes partitioned cookies at sign-in from inside an iframe, and still demands the CSRF header', async () => {
    const player = await signUpPlayer(t);
    const answer = await t.request<{ id: string }>({
      method: 'POST',
      url: '/api/platform/users/sign_in',
      payload: { email: player.email, password: player.password },
      headers: EMBEDDED,
      remoteAddress: freshIp(),
    });
    expect(answer.status).toBe(200);
    for (const line of setCookieLines(answer))
      expect(line).toMatch(/SameSite=None.*Partitioned|Partitioned.*SameSite=None/);
    const { sb_session: session } = cookiesOf(answer);
    const withoutCsrf = await t.request<{ code: string }>({
      method: 'POST',
      url: '/api/v2/websocket/token',
      headers: { cookie: `sb_session=${session}`, ...EMBEDDED },
    });
    expect(withoutCsrf).toMatchObject({ status: 403, body: { code: 'csrf_failed' } });

    const out = await t.request({
      method: 'DELETE',
      url: '/api/platform/users/sign_out',
      headers: { ...sessionHeaders(answer), ...EMBEDDED },
    });
    expect(out.status).toBe(200);
    for (const line of setCookieLines(out)) expect(line).toContain('Partitioned');
  });

  it('keeps top-level cookies SameSite=Lax and unpartitioned', async () => {
    const player = await signUpPlayer(t);
    const answer = await t.request({
      method: 'POST',
      url: '/api/platform/users/sign_in',
      payload: { email: player.email, password: player.password },
      remoteAddress: freshIp(),
    });
    for (const line of setCookieLines(answer)) {
      expect(line).toContain('SameSite=Lax');
      expect(line).not.toContain('Partitioned');
    }
  });
});
