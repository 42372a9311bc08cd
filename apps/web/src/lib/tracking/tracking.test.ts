import { describe, expect, it } from 'vitest';
import { cookieString, readCookie } from '../cookies';
import {
  AFFILIATE_COOKIE,
  AFFILIATE_LIFETIME,
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_LIFETIME,
  attributionFromCookies,
  attributionFromSearch,
  serializeOtherTags,
} from './attribution';
import { CONSENT_LIFETIME, consentFromCookies, parseConsent, serializeConsent } from './consent';
import { enableDataLayer, eventPayload, setTrackedUser, track } from './data-layer';
import { DEVICE_ID_LIFETIME } from './device-id';

const DAY = 86_400;
const maxAge = (cookie: string) => Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);

describe('cookie lifetimes (spec platform §9)', () => {
  it('device id 7300 days, affiliate id 30 days and Secure, consent 365 days', () => {
    expect(maxAge(cookieString('deviceId', 'x', DEVICE_ID_LIFETIME))).toBe(7300 * DAY);
    const affiliate = cookieString(AFFILIATE_COOKIE, 'x', AFFILIATE_LIFETIME);
    expect(maxAge(affiliate)).toBe(30 * DAY);
    expect(affiliate).toMatch(/; Secure$/);
    expect(maxAge(cookieString(ATTRIBUTION_COOKIE, 'x', ATTRIBUTION_LIFETIME))).toBe(30 * DAY);
    const consent = cookieString('consent', 'x', CONSENT_LIFETIME);
    expect(maxAge(consent)).toBe(365 * DAY);
    expect(consent).not.toMatch(/Secure/);
    expect(consent).toMatch(/^consent=x; Path=\/; Max-Age=\d+; SameSite=Lax/);
  });

  it('writes values encoded and reads them back', () => {
    const written = cookieString('tz', 'America/Sao_Paulo;x', { days: 1 }).split(';')[0] ?? '';
    expect(readCookie(`a=1; ${written}; b=2`, 'tz')).toBe('America/Sao_Paulo;x');
    expect(readCookie('a=1', 'tz')).toBeUndefined();
    expect(readCookie('tz=%E0%A4%A', 'tz')).toBeUndefined();
  });
});

describe('consent', () => {
  it('round-trips every answer', () => {
    for (const analytics of [true, false])
      for (const marketing of [true, false])
        expect(parseConsent(serializeConsent({ analytics, marketing }))).toEqual({ analytics, marketing });
  });

  it('reads no answer from a missing or foreign value (the banner asks again)', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent('v1.a1.m2')).toBeNull();
    expect(consentFromCookies('x=1; consent=v1.a0.m1')).toEqual({ analytics: false, marketing: true });
  });
});

describe('attribution tags', () => {
  it('takes the well-formed tags of a URL and drops the rest', () => {
    expect(attributionFromSearch('?stag=aff_1&gclid=Cj0.x~y&utm_source=z&ctag=a%20b&btag=')).toEqual({
      stag: 'aff_1',
      gclid: 'Cj0.x~y',
    });
    expect(attributionFromSearch(`?qtag=${'q'.repeat(129)}`)).toEqual({});
  });

  it('keeps stag in its own cookie and the others in one, and reads both back checked', () => {
    const tags = { stag: 's1', ctag: 'c1', qtag: 'q-1' };
    expect(serializeOtherTags(tags)).toBe('ctag:c1|qtag:q-1');
    const jar = `${AFFILIATE_COOKIE}=s1; ${ATTRIBUTION_COOKIE}=${encodeURIComponent(serializeOtherTags(tags))}`;
    expect(attributionFromCookies(jar)).toEqual(tags);
    expect(
      attributionFromCookies(`${ATTRIBUTION_COOKIE}=stag:x|evil:1|btag:a%3Cb; stag=bad%20value`),
    ).toEqual({});
  });
});

const context = {
  userId: 'u-1',
  locale: 'es',
  page: { path: '/es/sports/football', name: 'sport' },
  screen: { width: 390, height: 844 },
};

describe('data-layer payloads', () => {
  it('carries the event, its fields and the context of the spec', () => {
    expect(eventPayload('outcome_add_click', { selection_id: 's-9' }, context)).toEqual({
      event: 'outcome_add_click',
      selection_id: 's-9',
      user: { id: 'u-1' },
      screen_size: '390x844',
      locale: 'es',
      page: { path: '/es/sports/football', name: 'sport' },
    });
  });

  it('does not let fields overwrite the event or the user', () => {
    const payload = eventPayload('placed_bet', { event: 'other', user: 'a@b.c' }, context);
    expect(payload.event).toBe('placed_bet');
    expect(payload.user).toEqual({ id: 'u-1' });
  });

  it('pushes nothing before the data layer is enabled, then pushes with the page context', () => {
    delete window.dataLayer;
    track('place_bet_success');
    expect(window.dataLayer).toBeUndefined();
    window.dataLayer = ['host entry'];
    track('place_bet_success');
    expect(window.dataLayer).toEqual(['host entry']);

    enableDataLayer();
    document.body.dataset.locale = 'pt-BR';
    document.body.dataset.page = 'home';
    setTrackedUser('player-7');
    track('outcome_delete_click', { selection_id: 's-1' });
    expect(window.dataLayer).toEqual([
      'host entry',
      expect.objectContaining({
        event: 'outcome_delete_click',
        selection_id: 's-1',
        user: { id: 'player-7' },
        locale: 'pt-BR',
        page: { path: window.location.pathname, name: 'home' },
        screen_size: `${window.innerWidth}x${window.innerHeight}`,
      }),
    ]);
  });
});
