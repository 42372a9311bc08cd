/**
 * The site's switches (src/site): the quick-deposit flags and the reminders in GET /settings, the spi_test status of
 * the configured test players, and the configuration refusing what it cannot read.
 */
import type { SettingsResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { asPlayer, signUpPlayer } from '../helpers/players.js';

type SettingsPart = Pick<SettingsResponse, 'feature_flags' | 'deposit_reminder' | 'sign_up_reminder_seconds'>;

describe('by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('has no quick deposit, no reminder and no test player', async () => {
    const { body } = await t.get<SettingsPart>('/api/v2/settings');
    expect(body.feature_flags).toMatchObject({ quick_deposit: false, quick_deposit_test: false });
    expect(body.deposit_reminder).toEqual({
      show_deposit_reminder: false,
      player_group_id: null,
      remind_after: null,
    });
    expect(body.sign_up_reminder_seconds).toBeNull();
    const player = await signUpPlayer(t);
    const me = await asPlayer<{ statuses: { id: string }[] }>(t, player, {
      method: 'GET',
      url: '/api/platform/player',
    });
    expect(me.body.statuses.map((s) => s.id)).not.toContain('spi_test');
  });
});

describe('configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(undefined, {
      FEATURE_FLAGS: 'quick_deposit_test',
      SPI_TEST_PLAYERS: ' Tester@Example.com ,other@example.com',
      DEPOSIT_REMINDER: 'true',
      DEPOSIT_REMINDER_AFTER_SECONDS: '4',
      DEPOSIT_REMINDER_GROUP: 'confirmed',
      SIGN_UP_REMINDER_SECONDS: '30',
    });
  });
  afterAll(() => t.close());

  it('answers the flags and reminders in the settings, to visitors and players alike', async () => {
    const visitor = (await t.get<SettingsPart>('/api/v2/settings')).body;
    expect(visitor.feature_flags).toMatchObject({ quick_deposit: false, quick_deposit_test: true });
    expect(visitor.deposit_reminder).toEqual({
      show_deposit_reminder: true,
      player_group_id: 'confirmed',
      remind_after: 4,
    });
    expect(visitor.sign_up_reminder_seconds).toBe(30);
    const player = await signUpPlayer(t);
    const own = await asPlayer<SettingsPart>(t, player, { method: 'GET', url: '/api/v2/settings' });
    expect(own.body.feature_flags).toEqual(visitor.feature_flags);
  });

  it('gives the listed players, and only them, the spi_test status', async () => {
    const tester = await signUpPlayer(t, { email: 'tester@example.com' });
    const other = await signUpPlayer(t);
    const statusesOf = async (player: typeof tester) =>
      (
        await asPlayer<{ statuses: { id: string }[] }>(t, player, {
          method: 'GET',
          url: '/api/platform/player',
        })
      ).body.statuses.map((s) => s.id);
    expect(await statusesOf(tester)).toContain('spi_test');
    expect(await statusesOf(other)).not.toContain('spi_test');
  });
});

describe('the configuration', () => {
  it('reads both flags apart, and refuses unknown flags and bad reminder values', () => {
    expect(loadConfig({ FEATURE_FLAGS: 'quick_deposit' }).site.settings.featureFlags).toMatchObject({
      quick_deposit: true,
      quick_deposit_test: false,
    });
    expect(
      loadConfig({ FEATURE_FLAGS: 'quick_deposit_test, quick_deposit' }).site.settings.featureFlags,
    ).toMatchObject({ quick_deposit: true, quick_deposit_test: true });
    expect(() => loadConfig({ FEATURE_FLAGS: 'teleport' })).toThrow(/FEATURE_FLAGS/);
    expect(() => loadConfig({ DEPOSIT_REMINDER_AFTER_SECONDS: '0' })).toThrow(
      /DEPOSIT_REMINDER_AFTER_SECONDS/,
    );
    expect(() => loadConfig({ SIGN_UP_REMINDER_SECONDS: 'soon' })).toThrow(/SIGN_UP_REMINDER_SECONDS/);
    expect(() => loadConfig({ DEPOSIT_REMINDER_GROUP: 'Not A Status' })).toThrow(/DEPOSIT_REMINDER_GROUP/);
  });
});
