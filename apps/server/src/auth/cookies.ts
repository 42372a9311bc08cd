/**
 * The two auth cookies. `sb_session` holds the session token: httpOnly, so scripts cannot read it. `sb_csrf` is
 * readable on purpose: the web app copies it into the `x-csrf-token` header of every write (double submit).
 * Both SameSite=Lax, Path=/, Secure in production, and renewed together as the session slides.
 */
import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { csrfTokenOf } from './secrets.js';

export const SESSION_COOKIE = 'sb_session';
export const CSRF_COOKIE = 'sb_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** A session lasts this long after it was last used (sliding expiry). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Sets both cookies for a session token, valid for {@link SESSION_TTL_MS}. */
export function setSessionCookies(reply: FastifyReply, token: string, secure: boolean): void {
  const base = { path: '/', sameSite: 'lax', secure, maxAge: SESSION_TTL_MS / 1000 } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrfTokenOf(token), { ...base, httpOnly: false });
}

/** Removes both cookies (sign-out, or a session that is no longer valid). */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const base = { path: '/', sameSite: 'lax', secure } as const;
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, base);
}
