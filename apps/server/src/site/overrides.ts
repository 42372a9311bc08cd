/**
 * The environment variables that override the site settings file (config.ts reads them; docs/site-settings.md
 * lists them): each one set wins over the file's value, so existing deployments keep working unchanged.
 */
import type { FeatureFlags, SiteSettings } from '@sportsbook/contract/site';

/** The overrides that are set; `undefined` leaves the file's value. */
export interface EnvOverrides {
  /** FEATURE_FLAGS: these flags on (the others keep the file's value). */
  featureFlagsOn?: (keyof FeatureFlags)[];
  /** JACKPOTS_ENABLED. */
  jackpots?: boolean;
  /** DEPOSIT_REMINDER, DEPOSIT_REMINDER_AFTER_SECONDS, DEPOSIT_REMINDER_GROUP. */
  showDepositReminder?: boolean;
  remindAfter?: number;
  playerGroupId?: string;
  /** SIGN_UP_REMINDER_SECONDS. */
  signUpReminderSeconds?: number;
  /** SPI_TEST_PLAYERS (lower case). */
  spiTestPlayers?: string[];
  /** BLOCKED_COUNTRIES (upper case). */
  blockedCountries?: string[];
  /** DEPOSIT_FIELDS_REQUIRED, PHONE_VERIFICATION_REQUIRED. */
  depositFieldsRequired?: boolean;
  phoneVerificationRequired?: boolean;
  /** ADDITIONAL_PROVIDERS. */
  additionalProviders?: SiteSettings['sportsbook']['additional_providers'];
  /** ALLOW_MULTIPLE_ACTIVE_FREEBETS. */
  allowMultipleFreebets?: boolean;
}

/** `settings` with the overrides that are set. */
export function withOverrides(settings: SiteSettings, o: EnvOverrides): SiteSettings {
  const flags = { ...settings.featureFlags };
  for (const name of o.featureFlagsOn ?? []) flags[name] = true;
  if (o.jackpots !== undefined) flags.jackpots = o.jackpots;
  const reminder = settings.depositReminder;
  const sportsbook = settings.sportsbook;
  return {
    ...settings,
    featureFlags: flags,
    depositReminder: {
      showDepositReminder: o.showDepositReminder ?? reminder.showDepositReminder,
      remindAfter: o.remindAfter ?? reminder.remindAfter,
      playerGroupId: o.playerGroupId ?? reminder.playerGroupId,
    },
    signUpReminderSeconds: o.signUpReminderSeconds ?? settings.signUpReminderSeconds,
    spiTestPlayers: o.spiTestPlayers ?? settings.spiTestPlayers.map((email) => email.toLowerCase()),
    blockedCountries: o.blockedCountries ?? settings.blockedCountries,
    depositFieldsRequired: o.depositFieldsRequired ?? settings.depositFieldsRequired,
    phoneVerificationRequired: o.phoneVerificationRequired ?? settings.phoneVerificationRequired,
    sportsbook: {
      ...sportsbook,
      additional_providers: o.additionalProviders ?? sportsbook.additional_providers,
      allow_multiple_active_user_freebets:
        o.allowMultipleFreebets ?? sportsbook.allow_multiple_active_user_freebets,
    },
  };
}
