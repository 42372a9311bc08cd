/**
 * The site's switches that are neither catalogue nor payments (spec platform §6 feature flags, §3 site settings):
 * the quick-deposit flags, the deposit and sign-up reminders, and the players with the spi_test status.
 */
import type { SettingsResponse } from '@sportsbook/contract';

/** From the environment (config.ts: FEATURE_FLAGS, DEPOSIT_REMINDER*, SIGN_UP_REMINDER_SECONDS, SPI_TEST_PLAYERS). */
export interface SiteSettings {
  featureFlags: SettingsResponse['feature_flags'];
  depositReminder: SettingsResponse['deposit_reminder'];
  signUpReminderSeconds: number | null;
  /** E-mails, lower case. */
  spiTestPlayers: string[];
}

/** What the app decorates as `site`. */
export interface Site {
  /** The settings' part these switches answer (GET /settings). */
  settings: Pick<SettingsResponse, 'feature_flags' | 'deposit_reminder' | 'sign_up_reminder_seconds'>;
  /** The statuses the site gives a player besides their own (spi_test), by their e-mail. */
  statusesOf(email: string | null): string[];
}

/** The site of `settings`. */
export function createSite(settings: SiteSettings): Site {
  const testers = new Set(settings.spiTestPlayers);
  return {
    settings: {
      feature_flags: settings.featureFlags,
      deposit_reminder: settings.depositReminder,
      sign_up_reminder_seconds: settings.signUpReminderSeconds,
    },
    statusesOf: (email) => (email && testers.has(email.toLowerCase()) ? ['spi_test'] : []),
  };
}
