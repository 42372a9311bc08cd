/** Sign-up, sign-in, sign-out, sessions and their cookies, CSRF and the auth rate limit, through the front door. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, sessions } from '../../../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';
import { asPlayer, cookiesOf, freshIp, sessionHeaders, signUpPlayer } from '../../../helpers/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.request<{ id: string; code?: string }>({
    method: 'POST',
    url: '/api/platform/users/sign_in',
    payload: { email, password },
    headers,
    remoteAddress: freshIp(),
  });

describe('sign-up, sign-in, player, sign-out', () => {
  it('signs up, reads the player, signs out, signs in again', async () => {
    const player = await signUpPlayer(t, { email: 'Ann.Player@Example.com ', currency: 'USD' });
    const me = await asPlayer(t, player, { method: 'GET', url: '/api/platform/player' });
    expect(me).toMatchObject({
      status: 200,
      body: {
        id: player.id,
        email: 'ann.player@example.com',
        currency: 'USD',
        statuses: [{ id: 'unconfirmed' }],
      },
    });

    const out = await asPlayer(t, player, { method: 'DELETE', url: '/api/platform/users/sign_out' });
    expect(out.status).toBe(200);
    expect(cookiesOf(out)).toMatchObject({ sb_session: '', sb_csrf: '' });
    const after = await asPlayer(t, player, { method: 'GET', url: '/api/platform/player' });
    expect(after).toMatchObject({ status: 401, body: { code: 'unauthorized' } });

    const again = await signIn('ANN.player@example.com', player.password);
    expect(again).toMatchObject({ status: 200, body: { id: player.id } });
    const me2 = await t.request({
      method: 'GET',
      url: '/api/platform/player',
      headers: sessionHeaders(again),
    });
    expect(me2.status).toBe(200);
  });

  it('sets an httpOnly session cookie and a readable CSRF cookie, both SameSite=Lax on /', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/platform/users/sign_up',
      payload: { email: 'cookies@example.com', password: 'long enough password' },
      remoteAddress: freshIp(),
    });
    const lines = answer.headers['set-cookie'] as string[];
    const session = lines.find((l) => l.startsWith('sb_session='));
    const csrf = lines.find((l) => l.startsWith('sb_csrf='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).toMatch(/Max-Age=2592000/);
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(csrf).toMatch(/SameSite=Lax/);
    // 32 random bytes in base64url.
    expect(cookiesOf(answer).sb_session).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers a taken e-mail as it answers a new one, and mails the owner instead', async () => {
    const owner = await signUpPlayer(t, { email: 'taken@example.com' });
    const signUp = (email: string) =>
      t.request<Record<string, unknown>>({
        method: 'POST',
        url: '/api/platform/users/sign_up',
        payload: { email, password: 'another password 1', currency: 'USD', locale: 'es' },
        remoteAddress: freshIp(),
      });
    const taken = await signUp('TAKEN@example.com');
    const fresh = await signUp('fresh-address@example.com');
    const shape = (a: typeof taken) => ({
      status: a.status,
      body: { ...a.body, id: typeof a.body.id, email: typeof a.body.email },
      headers: Object.keys(a.headers)
        .filter((h) => !['date', 'content-length'].includes(h))
        .sort(),
      cookies: (a.headers['set-cookie'] as string[]).map((c) => c.replace(/=[^;]*/, '=')),
    });
    expect(shape(taken)).toEqual(shape(fresh));
    expect(taken.status).toBe(201);
    expect(taken.body.email).toBe('taken@example.com');
    // Nothing changed for the owner, whose password still works, and who got a mail.
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
    const mails = await t.database.db
      .select({ template: outboxMails.template })
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, 'taken@example.com'));
    expect(mails.map((m) => m.template).sort()).toEqual(['confirmation', 'sign_up_attempt']);
    // The taken answer's cookies name no session.
    expect(
      (await t.request({ method: 'GET', url: '/api/platform/player', headers: sessionHeaders(taken) }))
        .status,
    ).toBe(401);
  });

  it('answers 401 invalid_credentials for a wrong password and for an unknown e-mail alike', async () => {
    const player = await signUpPlayer(t);
    const wrong = await signIn(player.email, 'not the password');
    const unknown = await signIn('nobody@example.com', 'whatever it is');
    expect(wrong).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('sessions', () => {
  it('rotates at sign-in: a new token, and the old session no longer works', async () => {
    const player = await signUpPlayer(t);
    const again = await signIn(player.email, player.password, player.headers);
    const rotated = sessionHeaders(again);
    expect(rotated.cookie).not.toBe(player.headers.cookie);
    expect((await asPlayer(t, player, { method: 'GET', url: '/api/platform/player' })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/platform/player', headers: rotated })).status).toBe(
      200,
    );
  });

  it('slides the expiry at most once a minute, and renews the cookies when it does', async () => {
    const player = await signUpPlayer(t);
    const get = () => asPlayer(t, player, { method: 'GET', url: '/api/platform/player' });
    expect(cookiesOf(await get()).sb_session).toBeUndefined();
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, player.id));
    const earlier = new Date(Date.now() - 5 * 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: earlier }).where(eq(sessions.userId, player.id));
    const renewed = await get();
    expect(cookiesOf(renewed).sb_session).toBeTruthy();
    const [after] = await t.database.db.select().from(sessions).where(eq(sessions.userId, player.id));
    expect(after?.lastSeenAt.getTime()).toBeGreaterThan(earlier.getTime());
    expect(after?.expiresAt.getTime()).toBeGreaterThanOrEqual(row?.expiresAt.getTime() ?? 0);
  });

  it('treats an expired session as signed out and clears its cookies', async () => {
    const player = await signUpPlayer(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, player.id));
    const answer = await asPlayer(t, player, { method: 'GET', url: '/api/platform/player' });
    expect(answer.status).toBe(401);
    expect(cookiesOf(answer).sb_session).toBe('');
  });

  it('stores only the hash of the token', async () => {
    const player = await signUpPlayer(t);
    const token = player.headers.cookie?.match(/sb_session=([^;]+)/)?.[1] ?? '';
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, player.id));
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.id).not.toContain(token);
  });
});

describe('CSRF', () => {
  it('refuses a cookie-authenticated write without the x-csrf-token header, or with a wrong one', async () => {
    const player = await signUpPlayer(t);
    const cookie = player.headers.cookie ?? '';
    const write = (headers: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: '/api/platform/player/accounts',
        payload: { currency: 'GBP' },
        headers,
      });
    expect(await write({ cookie })).toMatchObject({ status: 403, body: { code: 'csrf_failed' } });
    expect(await write({ cookie, 'x-csrf-token': 'forged' })).toMatchObject({ status: 403 });
    expect((await write(player.headers)).status).toBe(201);
  });

  it('lets reads through without the header', async () => {
    const player = await signUpPlayer(t);
    const cookie = player.headers.cookie ?? '';
    expect(
      (await t.request({ method: 'GET', url: '/api/platform/player', headers: { cookie } })).status,
    ).toBe(200);
  });

  it('guards the realtime token calls too', async () => {
    const player = await signUpPlayer(t);
    const answer = await t.request({
      method: 'POST',
      url: '/api/v2/websocket/token',
      headers: { cookie: player.headers.cookie ?? '' },
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 'csrf_failed' } });
  });
});

describe('rate limit', () => {
  it('answers the 11th sign-in of a minute from one IP with 429 rate_limited and Retry-After', async () => {
    const remoteAddress = freshIp();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.request>> | undefined;
    for (let i = 0; i < 11; i += 1) {
      last = await t.request({
        method: 'POST',
        url: '/api/platform/users/sign_in',
        payload: { email: 'nobody@example.com', password: 'x' },
        remoteAddress,
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(last).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await signIn('nobody@example.com', 'x')).status).toBe(401);
  });
});
