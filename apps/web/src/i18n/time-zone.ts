/**
 * The bettor's time zone across server and browser. The server cannot know it on a first visit and renders UTC;
 * the browser then stores its zone in a cookie, so every later page is rendered in the bettor's zone straight
 * away and the times printed on the server are the ones the browser keeps.
 */
import { cookieString, readCookie } from '@/lib/cookies';

/** Cookie holding the browser's IANA time zone (not personal data: a region-level setting, one year). */
export const TIME_ZONE_COOKIE = 'tz';

/** `zone` when it is an IANA zone this runtime knows, else null (cookies are user input). */
export function validTimeZone(zone: string | undefined | null): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The Set-Cookie string the browser writes for `zone`. */
export function timeZoneCookie(zone: string): string {
  return cookieString(TIME_ZONE_COOKIE, zone, { days: 365 });
}

/** Reads the zone from a `document.cookie` string. */
export function timeZoneFromCookies(cookieHeader: string): string | null {
  return validTimeZone(readCookie(cookieHeader, TIME_ZONE_COOKIE));
}
