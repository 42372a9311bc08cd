import { webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/**
 * HS256 JWTs in the claims Centrifugo understands (reference section 5), so a real Centrifugo configured with
 * the same `client.token.hmac_secret_key` accepts the tokens this server issues.
 */

/** A token that verified: whose it is and until when (epoch seconds; null when it never expires). */
export interface VerifiedConnectionToken {
  userId: string;
  expiresAt: number | null;
}

/** A subscription token that verified. */
export interface VerifiedSubscriptionToken extends VerifiedConnectionToken {
  channel: string;
  /** The client id the token is bound to, when it is bound to one. */
  client: string | null;
}

/** Why a token was refused: expiry is answered with error 109 (the client fetches a new one), the rest differ. */
export type TokenFailure = { ok: false; reason: 'expired' | 'invalid' };

/** Signs and verifies connection and subscription tokens with one shared secret. */
export class TokenService {
  private readonly key: Uint8Array;
  /** The secret imported once: given raw bytes, jose imports the key again on every sign and verify. */
  private cryptoKey: Promise<webcrypto.CryptoKey> | null = null;

  constructor(
    secret: string,
    /** Lifetime of issued tokens. */
    readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    if (secret === '') throw new Error('realtime: the token secret must not be empty');
    if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1) {
      throw new Error('realtime: tokenTtlSeconds must be a whole number of seconds, at least 1');
    }
    this.key = new TextEncoder().encode(secret);
  }

  /** A connection token; `userId` is "" for an anonymous visitor. */
  connectionToken(userId: string): Promise<string> {
    return this.sign({ sub: userId });
  }

  /** A subscription token for one channel of one user. */
  subscriptionToken(userId: string, channel: string): Promise<string> {
    return this.sign({ sub: userId, channel });
  }

  /** Verifies a connection token; a token with a `channel` claim is a subscription token and is invalid here. */
  async verifyConnection(token: string): Promise<({ ok: true } & VerifiedConnectionToken) | TokenFailure> {
    const payload = await this.verify(token);
    if (!payload.ok) return payload;
    if (payload.claims.channel !== undefined) return { ok: false, reason: 'invalid' };
    return { ok: true, userId: payload.userId, expiresAt: payload.expiresAt };
  }

  /** Verifies a subscription token; it must name a channel. */
  async verifySubscription(
    token: string,
  ): Promise<({ ok: true } & VerifiedSubscriptionToken) | TokenFailure> {
    const payload = await this.verify(token);
    if (!payload.ok) return payload;
    const { channel, client } = payload.claims;
    if (typeof channel !== 'string') return { ok: false, reason: 'invalid' };
    if (client !== undefined && typeof client !== 'string') return { ok: false, reason: 'invalid' };
    return {
      ok: true,
      userId: payload.userId,
      expiresAt: payload.expiresAt,
      channel,
      client: client ?? null,
    };
  }

  /**
   * Claims are whole seconds: the expiry is rounded up, so a token lives at least its ttl. Rounded down, a token
   * issued just before a second turns would be expired a full second early (a 1 s token after a millisecond).
   */
  private async sign(claims: Record<string, string>): Promise<string> {
    const now = this.now();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.ceil(now / 1000) + this.ttlSeconds)
      .sign(await this.hmacKey());
  }

  private hmacKey(): Promise<webcrypto.CryptoKey> {
    this.cryptoKey ??= webcrypto.subtle.importKey('raw', this.key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    return this.cryptoKey;
  }

  private async verify(
    token: string,
  ): Promise<
    { ok: true; userId: string; expiresAt: number | null; claims: Record<string, unknown> } | TokenFailure
  > {
    try {
      const { payload } = await jwtVerify(token, await this.hmacKey(), {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      // Centrifugo reads a missing `sub` as the anonymous user.
      const userId = payload.sub ?? '';
      return { ok: true, userId, expiresAt: payload.exp ?? null, claims: payload };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  }
}

/** Seconds until an expiry (epoch seconds), as the client's refresh timers want them; 0 means "refresh now". */
export function secondsUntil(expiresAt: number, now: number = Date.now()): number {
  return Math.max(0, expiresAt - Math.floor(now / 1000));
}
