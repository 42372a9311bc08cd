import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ambProgressEnabled, readPublicConfig, rightToLeftEnabled, signInBlockedFor } from './runtime-config';

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

describe('the site settings file under the environment', () => {
  const dir = mkdtempSync(join(tmpdir(), 'web-site-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let files = 0;
  const useFile = (settings: unknown) => {
    const path = join(dir, `site-${++files}.json`);
    writeFileSync(path, JSON.stringify({ settings }));
    vi.stubEnv('SITE_SETTINGS_FILE', path);
    return path;
  };

  it('reads the rules, switches, chat and tag manager from the file', () => {
    useFile({
      blockedCountries: ['de'],
      depositFieldsRequired: true,
      isMyBetsVisible: false,
      isShareBetEnabled: false,
      rightToLeft: false,
      tagManagerId: 'GTM-FILE01',
      chat: { type: 'sandbox', id: 'demo' },
      pushNotifications: { type: 'sandbox', appId: '0b7f3c1e-2d4a-4f6b-9c8d-1e2f3a4b5c6d' },
      featureFlags: { activity_tracking: false, amb_progress_bar: false, sign_in_iframe_preloader: true },
    });
    const config = readPublicConfig(headers({ 'x-country-code': 'DE' }));
    expect(config.rules).toEqual({
      signInBlocked: true,
      depositFieldsRequired: true,
      phoneVerificationRequired: false,
      myBetsHidden: true,
      shareBetOff: true,
    });
    expect(config.loops).toEqual({ activity_tracking: false, responsible_gambling: true });
    expect(config.chat).toEqual({ type: 'sandbox', id: 'demo', region: null });
    expect(config.push).toEqual({ type: 'sandbox', appId: '0b7f3c1e-2d4a-4f6b-9c8d-1e2f3a4b5c6d' });
    expect(config.preload).toEqual({ signUp: false, signIn: true });
    expect(config.tagManagerId).toBe('GTM-FILE01');
    expect(rightToLeftEnabled()).toBe(false);
    expect(ambProgressEnabled()).toBe(false);
  });

  it('lets a set variable win over the file', () => {
    useFile({
      blockedCountries: ['de'],
      depositFieldsRequired: true,
      rightToLeft: false,
      tagManagerId: 'GTM-FILE01',
    });
    vi.stubEnv('BLOCKED_COUNTRIES', 'fr');
    vi.stubEnv('DEPOSIT_FIELDS_REQUIRED', 'false');
    vi.stubEnv('RIGHT_TO_LEFT', 'on');
    vi.stubEnv('TAG_MANAGER_ID', 'GTM-ENV002');
    const config = readPublicConfig(headers({ 'x-country-code': 'DE' }));
    expect(config.rules.signInBlocked).toBe(false);
    expect(config.rules.depositFieldsRequired).toBe(false);
    expect(config.tagManagerId).toBe('GTM-ENV002');
    expect(rightToLeftEnabled()).toBe(true);
  });

  it('applies an edit of the file to the next read, keeping the last good one when an edit breaks it', () => {
    const path = useFile({ isMyBetsVisible: false });
    expect(readPublicConfig().rules.myBetsHidden).toBe(true);
    writeFileSync(path, JSON.stringify({ settings: { isMyBetsVisible: true } }));
    utimesSync(path, Date.now() / 1000 + 10, Date.now() / 1000 + 10);
    expect(readPublicConfig().rules.myBetsHidden).toBe(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeFileSync(path, JSON.stringify({ settings: { isMyBetsVisible: 'no' } }));
    utimesSync(path, Date.now() / 1000 + 20, Date.now() / 1000 + 20);
    expect(readPublicConfig().rules.myBetsHidden).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/settings\.isMyBetsVisible/));
  });

  it('refuses a bad file naming the field', () => {
    useFile({ chat: { type: 'skype', id: 'x' } });
    expect(() => readPublicConfig()).toThrow(/settings\.chat\.type/);
  });
});
