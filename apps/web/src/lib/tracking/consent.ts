/**
 * The visitor's cookie consent (spec platform §7 "Tracking and cookies": the consent cookie lives 365 days).
 * Two optional categories besides what the site needs to work: `analytics` (the data layer, the tag manager and
 * the device-id cookie) and `marketing` (the affiliate and attribution cookies of the tracking tags). Until the
 * visitor decides, neither is on.
 */
import { type CookieLifetime, readCookie } from '../cookies';

export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

export const CONSENT_COOKIE = 'consent';
export const CONSENT_LIFETIME: CookieLifetime = { days: 365 };
/**
 * The address fragment that brings the consent choices back (the footer's "Cookie settings", a plain link: no
 * script in the page's first load; features/consent listens for it).
 */
export const COOKIE_SETTINGS_HASH = '#cookie-settings';

/** The cookie's value: a version, then one flag per category (`v1.a1.m0`). */
export function serializeConsent({ analytics, marketing }: Consent): string {
  return `v1.a${analytics ? 1 : 0}.m${marketing ? 1 : 0}`;
}

/** The consent a cookie value records; null when there is none or it is not one this app wrote (ask again). */
export function parseConsent(value: string | undefined | null): Consent | null {
  const match = /^v1\.a([01])\.m([01])$/.exec(value ?? '');
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : null;
}

/** The consent in a `Cookie` header or `document.cookie`. */
export const consentFromCookies = (cookieHeader: string): Consent | null =>
  parseConsent(readCookie(cookieHeader, CONSENT_COOKIE));
