import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPublicConfig, rightToLeftEnabled, signInBlockedFor } from './runtime-config';

afterEach(() => vi.unstubAllEnvs());

const headers = (values: Record<string, string>) => new Headers(values);

describe('signInBlockedFor', () => {
  it("blocks the countries of BLOCKED_COUNTRIES, read from the proxy's header", () => {
    vi.stubEnv('BLOCKED_COUNTRIES', 'de, FR');
    expect(signInBlockedFor(headers({ 'x-country-code': 'DE' }))).toBe(true);
    expect(signInBlockedFor(headers({ 'x-country-code': 'fr' }))).toBe(true);
    expect(signInBlockedFor(headers({ 'x-country-code': 'ES' }))).toBe(false);
    expect(signInBlockedFor(headers({}))).toBe(false);
    expect(signInBlockedFor(undefined)).toBe(false);
    vi.stubEnv('COUNTRY_HEADER', 'cf-ipcountry');
    expect(signInBlockedFor(headers({ 'cf-ipcountry': 'DE' }))).toBe(true);
    expect(signInBlockedFor(headers({ 'x-country-code': 'DE' }))).toBe(false);
  });

  it('blocks nothing by default', () => {
    expect(signInBlockedFor(headers({ 'x-country-code': 'DE' }))).toBe(false);
  });
});

describe('readPublicConfig', () => {
  it('takes the polling periods from the environment within bounds', () => {
    expect(readPublicConfig()).toMatchObject({ activityTrackMs: 60_000, realityCheckMs: 30_000 });
    vi.stubEnv('NEXT_PUBLIC_ACTIVITY_TRACK_MS', '2000');
    vi.stubEnv('NEXT_PUBLIC_REALITY_CHECK_MS', '10');
    expect(readPublicConfig()).toMatchObject({ activityTrackMs: 2000, realityCheckMs: 30_000 });
  });

  it('takes a tag manager container id only in its own format', () => {
    expect(readPublicConfig().tagManagerId).toBeNull();
    vi.stubEnv('TAG_MANAGER_ID', 'GTM-AB12CD');
    expect(readPublicConfig().tagManagerId).toBe('GTM-AB12CD');
    vi.stubEnv('TAG_MANAGER_ID', 'GTM-x"><script>');
    expect(readPublicConfig().tagManagerId).toBeNull();
  });

  it('takes the site URL for canonical links from the setting, with a default', () => {
    expect(readPublicConfig().siteUrl).toBe('http://localhost:3000');
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://bet.example/');
    expect(readPublicConfig().siteUrl).toBe('https://bet.example');
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'javascript:alert(1)');
    expect(readPublicConfig().siteUrl).toBe('http://localhost:3000');
  });

  it("gives the visitor's country from the proxy's header when it is an ISO code", () => {
    expect(readPublicConfig(headers({ 'x-country-code': 'pt' })).visitorCountry).toBe('PT');
    expect(readPublicConfig(headers({ 'x-country-code': 'Portugal' })).visitorCountry).toBeNull();
    expect(readPublicConfig(headers({})).visitorCountry).toBeNull();
  });

  it('requires nothing before a deposit unless told to, and reads only "true" as on', () => {
    const none = { depositFieldsRequired: false, phoneVerificationRequired: false };
    expect(readPublicConfig().rules).toMatchObject(none);
    vi.stubEnv('DEPOSIT_FIELDS_REQUIRED', 'yes');
    vi.stubEnv('PHONE_VERIFICATION_REQUIRED', '1');
    expect(readPublicConfig().rules).toMatchObject(none);
    vi.stubEnv('DEPOSIT_FIELDS_REQUIRED', 'true');
    vi.stubEnv('PHONE_VERIFICATION_REQUIRED', 'true');
    expect(readPublicConfig().rules).toMatchObject({
      depositFieldsRequired: true,
      phoneVerificationRequired: true,
    });
  });
});

describe('rightToLeftEnabled (spec: a right-to-left setting)', () => {
  it('is on unless RIGHT_TO_LEFT turns it off', () => {
    expect(rightToLeftEnabled()).toBe(true);
    vi.stubEnv('RIGHT_TO_LEFT', 'on');
    expect(rightToLeftEnabled()).toBe(true);
    for (const off of ['off', 'false', 'FALSE', '0', 'no']) {
      vi.stubEnv('RIGHT_TO_LEFT', off);
      expect(rightToLeftEnabled()).toBe(false);
    }
  });
});
