import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimePlugin } from './index.js';
import { SECRET } from './test-support.js';
import { TokenService } from './tokens.js';

describe('POST /api/v2/websocket/token and /authorize', () => {
  let app: FastifyInstance;
  const tokens = new TokenService(SECRET, 60);

  beforeAll(async () => {
    app = Fastify();
    await app.register(realtimePlugin, {
      secret: SECRET,
      tokenTtlSeconds: 120,
      resolveUserId: async (request) => (request.headers['x-user-id'] as string | undefined) ?? null,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const authorize = (body: unknown, userId?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/websocket/authorize',
      headers: userId ? { 'x-user-id': userId } : {},
      payload: body as object,
    });

  it('gives an anonymous visitor a connection token with sub "" and the configured lifetime', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v2/websocket/token' });
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };
    const claims = decodeJwt(token);
    expect(claims.sub).toBe('');
    // Whole seconds, the expiry rounded up (tokens.ts): 120 s, or 121 when issued within a second.
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeGreaterThanOrEqual(120);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(121);
    expect(await tokens.verifyConnection(token)).toMatchObject({ ok: true, userId: '' });
  });

  it('gives a signed-in user a connection token with their id', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/websocket/token',
      headers: { 'x-user-id': '42' },
    });
    expect(decodeJwt((response.json() as { token: string }).token).sub).toBe('42');
  });

  it("hands out the feed's clock with the token (what Centrifugo's connect result cannot carry)", async () => {
    // The app above has no connectData: no clock, and the answer says nothing of one.
    const none = await app.inject({ method: 'POST', url: '/api/v2/websocket/token' });
    expect(Object.keys(none.json() as object)).toEqual(['token']);
    const withFeed = Fastify();
    await withFeed.register(realtimePlugin, {
      secret: SECRET,
      connectData: () => ({ feed_time: 1_700_000_000_000, feed_rate: 5 }),
    });
    const answer = await withFeed.inject({ method: 'POST', url: '/api/v2/websocket/token' });
    expect(answer.json()).toMatchObject({ feed_clock: { feed_time: 1_700_000_000_000, feed_rate: 5 } });
    await withFeed.close();
  });

  it('issues a subscription token for the own user channel', async () => {
    const response = await authorize({ channels: ['$user:42'] }, '42');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { channels: { channel: string; token: string }[] };
    expect(body.channels).toHaveLength(1);
    expect(body.channels[0]?.channel).toBe('$user:42');
    expect(await tokens.verifySubscription(body.channels[0]?.token ?? '')).toMatchObject({
      ok: true,
      userId: '42',
      channel: '$user:42',
    });
  });

  it('issues tokens for public channels to anyone', async () => {
    const response = await authorize({ channels: ['public:pt', 'match:7'] });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { channels: unknown[] }).channels).toHaveLength(2);
  });

  it('answers 401 for a $user channel without a signed-in user', async () => {
    const response = await authorize({ channels: ['$user:42'] });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: 'Sign in first' });
  });

  it("answers 403 for another user's channel", async () => {
    const response = await authorize({ channels: ['$user:43'] }, '42');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden', message: expect.any(String) });
  });

  it.each([
    [{}, 'channels'],
    [{ channels: [] }, 'channels'],
    [{ channels: [7] }, 'channels.0'],
    [{ channels: ['public:en', 'nonsense'] }, 'channels.1'],
    [[1], 'body'],
  ])('answers 400 invalid_body for %j', async (body, field) => {
    const response = await authorize(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_body', message: `${field}: invalid`, field });
  });

  it('answers 400 invalid_body for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/websocket/authorize',
      headers: { 'content-type': 'application/json' },
      payload: '{"channels":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_body', message: 'body: invalid', field: 'body' });
  });
});
