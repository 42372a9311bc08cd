/**
 * The journeys that go through a mail: confirmation, password reset, unlock. Tokens are read from
 * /dev/mailbox, as an e2e test or a developer would.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, users } from '../../../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';
import { mailboxLink } from '../../../helpers/mailbox.js';
import { asPlayer, freshIp, sessionHeaders, signUpPlayer } from '../../../helpers/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request<{ code?: string; ok?: boolean; id?: string }>({ method, url, payload, remoteAddress: freshIp() });
const signIn = (email: string, password: string) =>
  call('POST', '/api/platform/users/sign_in', { email, password });

describe('e-mail confirmation', () => {
  it('confirms with the link of the sign-up mail, once', async () => {
    const player = await signUpPlayer(t);
    const link = await mailboxLink(t, player.email, 'confirmation');
    expect(link.pathname).toBe('/sports/users/confirmation');
    const url = `/api/platform/users/confirmation${link.search}`;
    expect(await call('GET', url)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await call('GET', url)).toMatchObject({ status: 400, body: { code: 'invalid_token' } });
    const me = await asPlayer(t, player, { method: 'GET', url: '/api/platform/player' });
    expect(me.body).toMatchObject({ statuses: [{ id: 'confirmed' }] });
  });

  it('resends a new link that replaces the old one; always 200', async () => {
    const player = await signUpPlayer(t);
    const first = await mailboxLink(t, player.email, 'confirmation');
    expect(await call('POST', '/api/platform/users/confirmation', { email: player.email })).toMatchObject({
      status: 200,
    });
    const second = await mailboxLink(t, player.email, 'confirmation');
    expect(second.search).not.toBe(first.search);
    expect((await call('GET', `/api/platform/users/confirmation${first.search}`)).status).toBe(400);
    expect((await call('GET', `/api/platform/users/confirmation${second.search}`)).status).toBe(200);
    expect((await call('POST', '/api/platform/users/confirmation', { email: 'no@one.com' })).status).toBe(
      200,
    );
  });
});

describe('password reset', () => {
  it('mails a link whose token sets a new password, signs in, and ends the other sessions', async () => {
    const player = await signUpPlayer(t);
    expect(await call('POST', '/api/platform/users/password', { email: player.email })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    const link = await mailboxLink(t, player.email, 'reset_password');
    expect(link.pathname).toBe('/sports/users/password/edit');
    const token = link.searchParams.get('reset_password_token');
    const reset = await call('PUT', '/api/platform/users/password', {
      reset_password_token: token,
      password: 'a brand new password',
    });
    expect(reset).toMatchObject({ status: 200, body: { id: player.id } });
    expect(
      (await t.request({ method: 'GET', url: '/api/platform/player', headers: sessionHeaders(reset) }))
        .status,
    ).toBe(200);
    expect((await asPlayer(t, player, { method: 'GET', url: '/api/platform/player' })).status).toBe(401);
    expect((await signIn(player.email, player.password)).status).toBe(401);
    expect((await signIn(player.email, 'a brand new password')).status).toBe(200);
    const again = await call('PUT', '/api/platform/users/password', {
      reset_password_token: token,
      password: 'yet another password',
    });
    expect(again).toMatchObject({
      status: 400,
      body: { code: 'invalid_token', field: 'reset_password_token' },
    });
  });

  it('answers 200 for an unknown address and mails nothing', async () => {
    const before = await t.database.db.$count(outboxMails);
    expect((await call('POST', '/api/platform/users/password', { email: 'ghost@example.com' })).status).toBe(
      200,
    );
    expect(await t.database.db.$count(outboxMails)).toBe(before);
  });

  it('refuses a link older than 6 hours', async () => {
    const player = await signUpPlayer(t);
    await call('POST', '/api/platform/users/password', { email: player.email });
    const token = (await mailboxLink(t, player.email, 'reset_password')).searchParams.get(
      'reset_password_token',
    );
    await t.database.db
      .update(users)
      .set({ resetPasswordSentAt: new Date(Date.now() - 7 * 3600_000) })
      .where(eq(users.id, player.id));
    const answer = await call('PUT', '/api/platform/users/password', {
      reset_password_token: token,
      password: 'a brand new password',
    });
    expect(answer).toMatchObject({ status: 400, body: { code: 'invalid_token' } });
  });
});

describe('unlock (of an account locked before wrong passwords stopped locking)', () => {
  it('refuses even the right password until the mailed link is used', async () => {
    const player = await signUpPlayer(t);
    await t.database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, player.id));
    expect(await signIn(player.email, player.password)).toMatchObject({
      status: 403,
      body: { code: 'account_locked' },
    });
    expect((await call('POST', '/api/platform/users/unlock', { email: player.email })).status).toBe(200);
    const link = await mailboxLink(t, player.email, 'unlock');
    expect(link.hash).toBe('#unlock');
    const unlock = await call('GET', `/api/platform/users/unlock${link.search}`);
    expect(unlock).toMatchObject({ status: 200, body: { ok: true } });
    expect((await signIn(player.email, player.password)).status).toBe(200);
    expect((await call('GET', `/api/platform/users/unlock${link.search}`)).status).toBe(400);
  });

  it('resends the unlock mail only to a locked account; always 200', async () => {
    const player = await signUpPlayer(t);
    const count = () => t.database.db.$count(outboxMails, eq(outboxMails.template, 'unlock'));
    const before = await count();
    expect((await call('POST', '/api/platform/users/unlock', { email: player.email })).status).toBe(200);
    expect(await count()).toBe(before);
    await t.database.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, player.id));
    expect((await call('POST', '/api/platform/users/unlock', { email: player.email })).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});
