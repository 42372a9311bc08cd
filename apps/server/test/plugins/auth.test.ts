/** The auth plugin as the realtime hub sees it: the session decides who gets tokens for `$user:{id}`. */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { asPlayer, signUpPlayer } from '../helpers/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const authorize = (channel: string, headers: Record<string, string> = {}) =>
  t.request<{ channels?: { channel: string; token: string }[]; code?: string }>({
    method: 'POST',
    url: '/api/v2/websocket/authorize',
    payload: { channels: [channel] },
    headers,
  });

describe('realtime tokens from the session', () => {
  it('gives the signed-in player a token for their own channel only', async () => {
    const player = await signUpPlayer(t);
    const other = await signUpPlayer(t);
    const own = await asPlayer<{ channels: { channel: string; token: string }[] }>(t, player, {
      method: 'POST',
      url: '/api/v2/websocket/authorize',
      payload: { channels: [`$user:${player.id}`] },
    });
    expect(own.status).toBe(200);
    const token = own.body.channels[0]?.token ?? '';
    expect(decodeJwt(token)).toMatchObject({ sub: player.id, channel: `$user:${player.id}` });
    expect((await authorize(`$user:${other.id}`, player.headers)).status).toBe(403);
  });

  it('answers 401 for a private channel without a session, or after sign-out', async () => {
    const player = await signUpPlayer(t);
    expect(await authorize(`$user:${player.id}`)).toMatchObject({
      status: 401,
      body: { code: 'unauthorized' },
    });
    await asPlayer(t, player, { method: 'DELETE', url: '/api/platform/users/sign_out' });
    expect((await authorize(`$user:${player.id}`, player.headers)).status).toBe(401);
  });

  it('names the player in the connection token, and nobody for a visitor', async () => {
    const player = await signUpPlayer(t);
    const signedIn = await asPlayer<{ token: string }>(t, player, {
      method: 'POST',
      url: '/api/v2/websocket/token',
    });
    expect(decodeJwt(signedIn.body.token).sub).toBe(player.id);
    const visitor = await t.request<{ token: string }>({ method: 'POST', url: '/api/v2/websocket/token' });
    expect(decodeJwt(visitor.body.token).sub).toBe('');
  });
});
