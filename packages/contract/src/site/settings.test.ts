import { describe, expect, it } from 'vitest';
import { SiteSettingsSchema } from './settings';
import { parseSiteFile } from './site-file';

describe('site settings', () => {
  it('defaults keep the sportsbook as it runs without a file', () => {
    const settings = SiteSettingsSchema.parse({});
    expect(settings).toMatchObject({
      depositReminder: { showDepositReminder: false, playerGroupId: null, remindAfter: null },
      signUpReminderSeconds: null,
      isMyBetsVisible: true,
      isShareBetEnabled: true,
      chat: null,
      pushNotifications: null,
      localeInUrl: 'as-needed',
      rightToLeft: true,
      blockedCountries: [],
      depositFieldsRequired: false,
      phoneVerificationRequired: false,
      disabledBonusNotificationTypes: [],
      userGroupChecker: null,
      tagManagerId: null,
      featureFlags: {
        quick_deposit: false,
        quick_deposit_test: false,
        sign_up_iframe_preloader: false,
        sign_in_iframe_preloader: false,
        jackpots: true,
        activity_tracking: true,
        responsible_gambling: true,
        realtime_delta_compression: false,
        amb_progress_bar: true,
      },
      sportsbook: {
        custom_bet: { enabled: true, allow_single: false },
        additional_providers: { horse_racing: false, lotto: false },
        allow_multiple_active_user_freebets: false,
        multi_bet_per_provider: { betradar: true, oddin: false, betconstruct: false },
        provider_statuses: { betradar: true, oddin: true, betconstruct: true },
      },
    });
    expect(settings.locales).toEqual(['en', 'es', 'pt-BR', 'ko', 'ja', 'sr-ME', 'ar', 'he']);
  });

  it('upper-cases country codes', () => {
    expect(SiteSettingsSchema.parse({ blockedCountries: ['de', 'FR'] }).blockedCountries).toEqual([
      'DE',
      'FR',
    ]);
  });

  it('takes the user-group checker with the platform origin it sends visitors to, or switched off without one', () => {
    const checker = { userGroupChecker: { enabled: true, status: 'vip' } };
    const on = SiteSettingsSchema.parse({
      ...checker,
      platformSettings: { frontendOrigin: 'https://casino.example' },
    });
    expect(on.userGroupChecker).toEqual({ enabled: true, status: 'vip' });
    expect(
      SiteSettingsSchema.parse({ userGroupChecker: { enabled: false, status: 'vip' } }).userGroupChecker,
    ).toEqual({
      enabled: false,
      status: 'vip',
    });
    expect(SiteSettingsSchema.safeParse(checker).success).toBe(false);
  });

  it.each([
    [{ depositReminder: { remindAfter: 0 } }, /^settings\.depositReminder\.remindAfter: /],
    [
      { depositReminder: { playerGroupId: 'VIP!' } },
      /^settings\.depositReminder\.playerGroupId: expected a status id/,
    ],
    [{ signUpReminderSeconds: 'soon' }, /^settings\.signUpReminderSeconds: /],
    [{ isMyBetsVisible: 'no' }, /^settings\.isMyBetsVisible: /],
    [{ isShareBetEnabled: 1 }, /^settings\.isShareBetEnabled: /],
    [{ chat: { type: 'skype', id: 'x' } }, /^settings\.chat\.type: /],
    [{ chat: { type: 'zoho', id: '<script>' } }, /^settings\.chat\.id: expected an id/],
    [{ chat: { type: 'zoho', id: 'abc', region: 'Europe' } }, /^settings\.chat\.region: expected a region/],
    [
      { pushNotifications: { type: 'onesignal', appId: 'x' } },
      /^settings\.pushNotifications\.appId: expected the app id/,
    ],
    [{ locales: ['en', 'fr'] }, /^settings\.locales\[1\]: /],
    [{ locales: [] }, /^settings\.locales: /],
    [{ locales: ['en', 'en'] }, /^settings\.locales: a language is listed twice/],
    [{ localeInUrl: 'never' }, /^settings\.localeInUrl: /],
    [{ rightToLeft: 'yes' }, /^settings\.rightToLeft: /],
    [{ blockedCountries: ['DEU'] }, /^settings\.blockedCountries\[0\]: expected an ISO 3166 code/],
    [{ depositFieldsRequired: null }, /^settings\.depositFieldsRequired: /],
    [{ phoneVerificationRequired: 'true' }, /^settings\.phoneVerificationRequired: /],
    [{ disabledBonusNotificationTypes: ['bet_won'] }, /^settings\.disabledBonusNotificationTypes\[0\]: /],
    [{ userGroupChecker: { enabled: true } }, /^settings\.userGroupChecker\.status: /],
    [
      { userGroupChecker: { enabled: true, status: 'vip' } },
      /^settings\.platformSettings\.frontendOrigin: the enabled userGroupChecker/,
    ],
    [
      { platformSettings: { frontendOrigin: 'javascript:alert(1)' } },
      /^settings\.platformSettings\.frontendOrigin: /,
    ],
    [{ tagManagerId: 'UA-1' }, /^settings\.tagManagerId: expected a container id/],
    [{ spiTestPlayers: ['not-an-email'] }, /^settings\.spiTestPlayers\[0\]: /],
    [{ featureFlags: { jackpots: 'on' } }, /^settings\.featureFlags\.jackpots: /],
    [{ featureFlags: { teleport: true } }, /^settings\.featureFlags: .*teleport/],
    [{ sportsbook: { custom_bet: { enabled: 'yes' } } }, /^settings\.sportsbook\.custom_bet\.enabled: /],
    [
      { sportsbook: { additional_providers: { poker: true } } },
      /^settings\.sportsbook\.additional_providers: .*poker/,
    ],
    [
      { sportsbook: { multi_bet_per_provider: { oddin: 'yes' } } },
      /^settings\.sportsbook\.multi_bet_per_provider\.oddin: /,
    ],
    [
      { sportsbook: { multi_bet_per_provider: { kambi: true } } },
      /^settings\.sportsbook\.multi_bet_per_provider: .*kambi/,
    ],
    [
      { sportsbook: { provider_statuses: { betradar: 0 } } },
      /^settings\.sportsbook\.provider_statuses\.betradar: /,
    ],
    [
      { sportsbook: { provider_statuses: { sportradar: false } } },
      /^settings\.sportsbook\.provider_statuses: .*sportradar/,
    ],
    [{ colour: 'red' }, /^settings: .*colour/],
  ])('names the bad field of %j', (settings, message) => {
    const parsed = parseSiteFile({ settings });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});
