/**
 * Random tokens and their hashes. Tokens leave the server (cookies, mail links); only SHA-256 hashes are
 * stored, so a leaked database gives no usable session or link. 32 random bytes make hashing without a salt
 * safe: there is nothing to guess.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh random token: 32 bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The hex SHA-256 of a token, as stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The CSRF token that goes with a session token. Derived rather than stored: it needs the session token (an
 * httpOnly cookie a script cannot read) to compute, so a cookie planted by a sibling subdomain cannot pass.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('sb_csrf').digest('base64url');
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
