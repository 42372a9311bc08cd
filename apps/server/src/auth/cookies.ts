/**
 * The two auth cookies. `sb_session` holds the session token: httpOnly, so scripts cannot read it. `sb_csrf` is
 * readable on purpose: the web app copies it into the `x-csrf-token` header of every write (double submit).
 * Both Path=/, Secure in production, and renewed together as the session slides.
 *
 * Two kinds, picked per request by {@link cookieModeOf}:
 * - top level (the default): SameSite=Lax;
 * - embedded (the web app in a host page's iframe sends `x-sportsbook-embedded: 1`): SameSite=None; Secure;
 *   Partitioned (CHIPS). A cross-site iframe never gets Lax cookies, and browsers that block third-party cookies
 *   still keep partitioned ones, keyed by the host page's site: the session lives only inside that host's
 *   iframe. Browsers accept Secure cookies from http://localhost, so this works in development too. The CSRF
 *   check is the same for both (the auth plugin).
 */
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfTokenOf } from './secrets.js';

export const SESSION_COOKIE = 'sb_session';
export const CSRF_COOKIE = 'sb_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** The header the web app sends from inside an iframe: its session cookies must be partitioned ones. */
const EMBEDDED_HEADER = 'x-sportsbook-embedded';

/** A session lasts this long after it was last used (sliding expiry). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** How a request's session cookies are written. */
export interface CookieMode {
  /** Secure flag on top-level cookies (production, behind HTTPS). Embedded ones are always Secure. */
  secure: boolean;
  /** The request came from the app inside a host page's iframe. */
  embedded: boolean;
}

/** The cookie mode of a request. */
export function cookieModeOf(request: FastifyRequest, secure: boolean): CookieMode {
  return { secure, embedded: request.headers[EMBEDDED_HEADER] === '1' };
}

function baseOf(mode: CookieMode) {
  return mode.embedded
    ? ({ path: '/', sameSite: 'none', secure: true, partitioned: true } as const)
    : ({ path: '/', sameSite: 'lax', secure: mode.secure } as const);
}

/** Sets both cookies for a session token, valid for {@link SESSION_TTL_MS}. */
export function setSessionCookies(reply: FastifyReply, token: string, mode: CookieMode): void {
  const base = { ...baseOf(mode), maxAge: SESSION_TTL_MS / 1000 };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrfTokenOf(token), { ...base, httpOnly: false });
}

/** Removes both cookies (sign-out, or a session that is no longer valid). */
export function clearSessionCookies(reply: FastifyReply, mode: CookieMode): void {
  const base = baseOf(mode);
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, base);
}
