/**
 * The site settings file (docs/site-settings.md): GET /settings answers it, an edit applies to the next request
 * without a restart, the environment's overrides win over it, and a bad file stops the start naming the field.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SettingsResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const dir = mkdtempSync(join(tmpdir(), 'site-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** Writes `content` to a new file of the temporary folder; its path. */
function siteFile(content: unknown): string {
  const path = join(dir, `site-${++files}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

/** Rewrites `path`, with a modification time the reader cannot miss. */
function rewrite(path: string, content: unknown, at: number): void {
  writeFileSync(path, JSON.stringify(content));
  utimesSync(path, at, at);
}

describe('GET /settings from the site settings file', () => {
  let t: TestApp;
  let path: string;
  beforeAll(async () => {
    path = siteFile({
      settings: {
        isMyBetsVisible: false,
        chat: { type: 'sandbox', id: 'demo' },
        locales: ['en', 'es'],
        disabledBonusNotificationTypes: ['bonus_expiring'],
        featureFlags: { quick_deposit: true, activity_tracking: false },
        sportsbook: { custom_bet: { enabled: false } },
      },
    });
    t = await startTestApp(undefined, { SITE_SETTINGS_FILE: path });
  });
  afterAll(() => t.close());

  it('answers the file', async () => {
    const { status, body } = await t.get<SettingsResponse>('/api/v2/settings');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      is_my_bets_visible: false,
      is_share_bet_enabled: true,
      chat: { type: 'sandbox', id: 'demo', region: null },
      push_notifications: null,
      locales: ['en', 'es'],
      disabled_bonus_notification_types: ['bonus_expiring'],
      custom_bet_enabled: false,
      feature_flags: { quick_deposit: true, activity_tracking: false, jackpots: true },
    });
  });

  it('applies an edit to the next request, and keeps the last good file when an edit breaks it', async () => {
    rewrite(path, { settings: { isMyBetsVisible: true, locales: ['ko'] } }, Date.now() / 1000 + 10);
    const edited = (await t.get<SettingsResponse>('/api/v2/settings')).body;
    expect(edited).toMatchObject({ is_my_bets_visible: true, locales: ['ko'], chat: null });
    writeFileSync(path, '{ "settings": { "isMyBetsVisible": "maybe" } }');
    utimesSync(path, Date.now() / 1000 + 20, Date.now() / 1000 + 20);
    const kept = (await t.get<SettingsResponse>('/api/v2/settings')).body;
    expect(kept).toMatchObject({ is_my_bets_visible: true, locales: ['ko'] });
  });
});

describe('the environment over the file', () => {
  it('wins where it is set, and leaves the rest to the file', () => {
    const path = siteFile({
      settings: {
        blockedCountries: ['de'],
        depositFieldsRequired: true,
        featureFlags: { jackpots: false, quick_deposit_test: true },
        sportsbook: { additional_providers: { lotto: true } },
      },
    });
    const fromFile = loadConfig({ SITE_SETTINGS_FILE: path });
    expect(fromFile.geo.blocked).toEqual(['DE']);
    expect(fromFile.depositRules.fieldsRequired).toBe(true);
    expect(fromFile.jackpots.enabled).toBe(false);
    expect(fromFile.additionalProviders).toEqual({ horse_racing: false, lotto: true });
    const overridden = loadConfig({
      SITE_SETTINGS_FILE: path,
      BLOCKED_COUNTRIES: 'fr, it',
      DEPOSIT_FIELDS_REQUIRED: 'false',
      JACKPOTS_ENABLED: 'true',
      ADDITIONAL_PROVIDERS: 'horse_racing',
      FEATURE_FLAGS: 'quick_deposit',
    });
    expect(overridden.geo.blocked).toEqual(['FR', 'IT']);
    expect(overridden.depositRules.fieldsRequired).toBe(false);
    expect(overridden.jackpots.enabled).toBe(true);
    expect(overridden.additionalProviders).toEqual({ horse_racing: true, lotto: false });
    expect(overridden.site.settings.featureFlags).toMatchObject({
      quick_deposit: true,
      quick_deposit_test: true,
    });
  });

  it('answers the override in GET /settings', async () => {
    const path = siteFile({
      settings: { signUpReminderSeconds: 40, depositReminder: { showDepositReminder: true } },
    });
    const t = await startTestApp(undefined, { SITE_SETTINGS_FILE: path, SIGN_UP_REMINDER_SECONDS: '7' });
    try {
      const { body } = await t.get<SettingsResponse>('/api/v2/settings');
      expect(body.sign_up_reminder_seconds).toBe(7);
      expect(body.deposit_reminder.show_deposit_reminder).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('a bad file', () => {
  it.each([
    [{ settings: { chat: { type: 'skype', id: 'x' } } }, /settings\.chat\.type: /],
    [{ settings: { locales: ['en', 'xx'] } }, /settings\.locales\[1\]: /],
    [{ theme: 'neon' }, /theme: /],
    [{ styles: { 'color-bg': 'url(x)' } }, /styles\.color-bg: not a valid value/],
    ['{ "settings": ', /not JSON/],
  ])('stops the start naming the field: %j', (content, message) => {
    const path = siteFile(content);
    expect(() => loadConfig({ SITE_SETTINGS_FILE: path })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_SETTINGS_FILE: path })).toThrow(message);
  });

  it('stops the start when the file is missing', () => {
    expect(() => loadConfig({ SITE_SETTINGS_FILE: join(dir, 'missing.json') })).toThrow(/cannot be read/);
  });
});
