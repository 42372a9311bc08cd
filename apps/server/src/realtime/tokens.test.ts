import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secondsUntil, TokenService } from './tokens.js';

describe('TokenService', () => {
  const secret = 'a-secret-long-enough-for-hs256-use';
  const tokens = new TokenService(secret, 300);

  it('round-trips a connection token', async () => {
    const verified = await tokens.verifyConnection(await tokens.connectionToken('5'));
    expect(verified).toMatchObject({ ok: true, userId: '5' });
  });

  it('reads an expired token as expired, a foreign one as invalid', async () => {
    const old = new TokenService(secret, 1, () => Date.now() - 10_000);
    expect(await tokens.verifyConnection(await old.connectionToken('5'))).toEqual({
      ok: false,
      reason: 'expired',
    });
    const foreign = new TokenService('another-secret-entirely-different', 60);
    expect(await tokens.verifyConnection(await foreign.connectionToken('5'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await tokens.verifyConnection('not.a.jwt')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('issues tokens that live at least their ttl, even just before a second turns', async () => {
    let now = 12_999;
    const clock = new TokenService(secret, 1, () => now);
    const connection = await clock.connectionToken('5');
    const subscription = await clock.subscriptionToken('5', '$user:5');
    now = 13_998;
    expect(await clock.verifyConnection(connection)).toMatchObject({ ok: true, expiresAt: 14 });
    expect(await clock.verifySubscription(subscription)).toMatchObject({ ok: true, expiresAt: 14 });
    now = 14_000;
    expect(await clock.verifyConnection(connection)).toEqual({ ok: false, reason: 'expired' });
  });

  it('does not take a subscription token for a connection token, nor the other way round', async () => {
    expect(await tokens.verifyConnection(await tokens.subscriptionToken('5', '$user:5'))).toMatchObject({
      ok: false,
    });
    expect(await tokens.verifySubscription(await tokens.connectionToken('5'))).toMatchObject({ ok: false });
  });

  it('refuses an empty secret', () => {
    expect(() => new TokenService('', 60)).toThrow();
  });

  it('counts whole seconds until an expiry, never below zero', () => {
    expect(secondsUntil(1_000, 990_000)).toBe(10);
    expect(secondsUntil(1_000, 1_005_000)).toBe(0);
  });

  it("signs Centrifugo's token format: HS256 over the shared secret, its claims and no other", async () => {
    // Checked by hand, as Centrifugo (client.token.hmac_secret_key) checks it, not with the library that signed.
    const read = (token: string) => {
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
      expect(signature).toBe(expected);
      return {
        header: JSON.parse(Buffer.from(header, 'base64url').toString()) as unknown,
        claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
      };
    };
    const connection = read(await tokens.connectionToken('42'));
    expect(connection.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    // A connection token never carries `channel` (Centrifugo would refuse it); `sub` "" is the anonymous user.
    expect(Object.keys(connection.claims).sort()).toEqual(['exp', 'iat', 'sub']);
    expect(connection.claims.sub).toBe('42');
    expect(read(await tokens.connectionToken('')).claims.sub).toBe('');
    const subscription = read(await tokens.subscriptionToken('42', '$user:42'));
    expect(Object.keys(subscription.claims).sort()).toEqual(['channel', 'exp', 'iat', 'sub']);
    expect(subscription.claims).toMatchObject({ sub: '42', channel: '$user:42' });
    expect(Number(subscription.claims.exp) - Number(subscription.claims.iat)).toBeGreaterThanOrEqual(300);
  });
});
