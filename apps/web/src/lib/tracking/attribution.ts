/**
 * The tracking tags of a landing URL (spec platform §3: ctag, btag, stag, qtag, gclid), kept for attribution with
 * marketing consent and sent with sign-up. The affiliate id (`stag`) has its own cookie of the spec (30 days,
 * Secure); the other tags share one cookie with the same lifetime.
 */
import { type CookieLifetime, readCookie } from '../cookies';

const TRACKING_TAGS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
type TrackingTag = (typeof TRACKING_TAGS)[number];
export type Attribution = Partial<Record<TrackingTag, string>>;

export const AFFILIATE_COOKIE = 'stag';
export const AFFILIATE_LIFETIME: CookieLifetime = { days: 30, secure: true };
export const ATTRIBUTION_COOKIE = 'attribution';
export const ATTRIBUTION_LIFETIME: CookieLifetime = { days: 30, secure: true };

/** What the server accepts for a tag (contract `AttributionSchema`): letters, digits and `._~-`, 1 to 128. */
const TAG_VALUE = /^[\w.~-]{1,128}$/;

/** The tags of a URL's query string that are well-formed; others are dropped, not stored. */
export function attributionFromSearch(search: string): Attribution {
  const params = new URLSearchParams(search);
  const tags: Attribution = {};
  for (const tag of TRACKING_TAGS) {
    const value = params.get(tag)?.trim();
    if (value && TAG_VALUE.test(value)) tags[tag] = value;
  }
  return tags;
}

/** The other tags' cookie value (`ctag:abc|gclid:xyz`). */
export function serializeOtherTags(tags: Attribution): string {
  return TRACKING_TAGS.filter((tag) => tag !== 'stag' && tags[tag])
    .map((tag) => `${tag}:${tags[tag]}`)
    .join('|');
}

/** The attribution the cookies hold (stag from its own cookie), each value checked again: cookies are input. */
export function attributionFromCookies(cookieHeader: string): Attribution {
  const tags: Attribution = {};
  for (const pair of (readCookie(cookieHeader, ATTRIBUTION_COOKIE) ?? '').split('|')) {
    const [tag, value] = pair.split(':');
    if (
      tag &&
      value &&
      tag !== 'stag' &&
      (TRACKING_TAGS as readonly string[]).includes(tag) &&
      TAG_VALUE.test(value)
    )
      tags[tag as TrackingTag] = value;
  }
  const stag = readCookie(cookieHeader, AFFILIATE_COOKIE);
  if (stag && TAG_VALUE.test(stag)) tags.stag = stag;
  return tags;
}
