/**
 * The `auth` plugin: who is signed in. A request carrying the `sb_session` cookie gets `request.player` (null
 * otherwise, or when the session is revoked, expired or its player blocked) and `request.playerSession`, read
 * once in onRequest. `app.requirePlayer` is the preHandler of calls that need a player (401 otherwise); their
 * answers are the player's own, so it marks them `Cache-Control: private, no-store` for any cache in between;
 * `app.auth.signIn` / `signOut` start (rotating any previous session) and end sessions.
 *
 * CSRF: every request other than GET/HEAD/OPTIONS that carries `sb_session` must send `x-csrf-token` equal to
 * the `sb_csrf` cookie (which the web app reads and copies), else 403 `csrf_failed`. The cookie's value is
 * derived from the session token (auth/secrets.ts), so it cannot be forged without the session.
 *
 * The session token may come in `Authorization: Bearer <token>` instead (a host page's backend that signed the
 * player in with POST /users/token, or the embedded app handing that token over, POST /users/session). It then
 * wins over any cookie and needs no CSRF header: a browser never adds it by itself, so another site cannot make
 * a request carry it. Cookies are written per request as top-level or embedded (partitioned) ones
 * (auth/cookies.ts). Needs @fastify/cookie registered first.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CSRF_HEADER,
  clearSessionCookies,
  cookieModeOf,
  SESSION_COOKIE,
  setSessionCookies,
} from '../auth/cookies.js';
import { csrfTokenOf, randomToken, safeEqual } from '../auth/secrets.js';
import {
  type ActiveSession,
  createSession,
  findSession,
  type Player,
  revokeSession,
  TOUCH_INTERVAL_MS,
  touchSession,
} from '../auth/sessions.js';
import { ApiError } from '../lib/api-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player, or null. */
    player: Player | null;
    /** The session behind `player`. */
    playerSession: ActiveSession | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 `unauthorized` unless a player is signed in; the answer is marked private, no-store. */
    requirePlayer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    auth: {
      /** Starts a session for `userId` (revoking the request's current one) and sets the cookies. */
      signIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
      /** Starts a session for `userId` without cookies; returns its token (POST /users/token). */
      issueToken(request: FastifyRequest, userId: string): Promise<string>;
      /**
       * Writes the cookies of the request's bearer session (POST /users/session: the embedded app keeps the
       * session the host handed over). False when the request's session did not come as a bearer token.
       */
      keepBearerInCookies(request: FastifyRequest, reply: FastifyReply): boolean;
      /**
       * Sets session cookies that name no session, as {@link signIn} sets real ones: the sign-up answer for a
       * taken e-mail, which must look like a sign-up. The next request simply finds no session.
       */
      decoySignIn(reply: FastifyReply): void;
      /** Revokes the request's session, if any, and clears the cookies. */
      signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** 403 `country_blocked` when the proxy's country header names a blocked country (sign-in, sign-up). */
      assertCountryAllowed(request: FastifyRequest): void;
    };
  }
}

/** Options of the auth plugin. */
interface AuthPluginOptions {
  /** Set the Secure flag on the cookies (production, behind HTTPS). */
  secureCookies?: boolean;
  /** The country header (lower case) and the blocked ISO codes (upper case); none blocked by default. */
  geo?: { header: string; blocked: readonly string[] };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER = /^Bearer ([A-Za-z0-9_-]{16,256})$/;

/** The session token of an `Authorization: Bearer` header, or undefined. */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header === undefined ? undefined : BEARER.exec(header)?.[1];
}

/** Marks `reply` as one player's own answer: no shared cache between the player and the API may keep it. */
export function markPersonal(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/** The signed-in player of a request behind `app.requirePlayer` (throws 401 if there is none, to be safe). */
export function playerOf(request: FastifyRequest): Player {
  if (!request.player) throw new ApiError(401, 'unauthorized', 'Sign in first');
  return request.player;
}

/** The session of a request behind `app.requirePlayer`. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.playerSession) throw new ApiError(401, 'unauthorized', 'Sign in first');
  return request.playerSession;
}

export default fp<AuthPluginOptions>(
  async (app, options) => {
    const secure = options.secureCookies ?? false;
    const { geo } = options;
    app.decorateRequest('player', null);
    app.decorateRequest('playerSession', null);

    app.addHook('onRequest', async (request, reply) => {
      const bearer = bearerOf(request);
      const token = bearer ?? request.cookies[SESSION_COOKIE];
      if (!token) return;
      if (bearer === undefined && !SAFE_METHODS.has(request.method)) {
        const sent = request.headers[CSRF_HEADER];
        if (typeof sent !== 'string' || !safeEqual(sent, csrfTokenOf(token))) {
          // Answered here rather than thrown: some routes (realtime) have error handlers of their own.
          return reply
            .code(403)
            .send({ code: 'csrf_failed', message: `send the sb_csrf cookie's value in ${CSRF_HEADER}` });
        }
      }
      const session = await findSession(app.db, token);
      if (!session) {
        if (bearer === undefined) clearSessionCookies(reply, cookieModeOf(request, secure));
        return;
      }
      request.playerSession = session;
      request.player = session.player;
      const stale = Date.now() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
      const touched = stale && (await touchSession(app.db, session.id));
      if (touched && bearer === undefined) setSessionCookies(reply, token, cookieModeOf(request, secure));
    });

    app.decorate('requirePlayer', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.player) throw new ApiError(401, 'unauthorized', 'Sign in first');
      markPersonal(reply); // bets, balance, settings, favourites...
    });

    app.decorate('auth', {
      async signIn(request: FastifyRequest, reply: FastifyReply, userId: string) {
        // Rotation: a new token at every sign-in, so a token planted before sign-in is worth nothing after.
        if (request.playerSession) await revokeSession(app.db, request.playerSession.id);
        const token = await createSession(app.db, userId, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookies(reply, token, cookieModeOf(request, secure));
      },
      issueToken(request: FastifyRequest, userId: string) {
        return createSession(app.db, userId, { ip: request.ip, userAgent: request.headers['user-agent'] });
      },
      keepBearerInCookies(request: FastifyRequest, reply: FastifyReply) {
        const bearer = bearerOf(request);
        if (bearer === undefined || !request.playerSession) return false;
        setSessionCookies(reply, bearer, cookieModeOf(request, secure));
        return true;
      },
      decoySignIn(reply: FastifyReply) {
        setSessionCookies(reply, randomToken(), cookieModeOf(reply.request, secure));
      },
      async signOut(request: FastifyRequest, reply: FastifyReply) {
        if (request.playerSession) await revokeSession(app.db, request.playerSession.id);
        request.player = null;
        request.playerSession = null;
        clearSessionCookies(reply, cookieModeOf(request, secure));
      },
      assertCountryAllowed(request: FastifyRequest) {
        const value = geo && request.headers[geo.header];
        const country = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
        if (country && geo?.blocked.includes(country)) {
          throw new ApiError(403, 'country_blocked', `Not available in ${country}`);
        }
      },
    });
  },
  { name: 'auth', dependencies: ['db', '@fastify/cookie'] },
);
