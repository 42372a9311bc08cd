/**
 * The site (README.md): the site settings file with the environment's overrides, re-read when the file changes,
 * and what the rest of the server asks of it.
 */
import { type SiteSettings, type SiteSettingsAnswer, siteSettingsAnswer } from '@sportsbook/contract/site';
import { type EnvOverrides, withOverrides } from './overrides.js';

/** What the app decorates as `site`. */
export interface Site {
  /** The settings now: the file as last read well, with the overrides. */
  settings(): SiteSettings;
  /**
   * The settings' part of GET /settings. The switches the server enforces from its start (jackpots, the
   * provider's games, several freebets) answer their value at start, so the answer never promises what the
   * server would refuse.
   */
  answer(): SiteSettingsAnswer;
  /** The statuses the site gives a player besides their own (spi_test), by their e-mail. */
  statusesOf(email: string | null): string[];
}

/** The site of the file `read` returns (the reader re-reads on change), with `overrides`; `atStart`: as started. */
export function createSite(read: () => SiteSettings, overrides: EnvOverrides, atStart: SiteSettings): Site {
  let last: { file: SiteSettings; settings: SiteSettings } | undefined;
  const settings = () => {
    const file = read();
    if (last?.file !== file) last = { file, settings: withOverrides(file, overrides) };
    return last.settings;
  };
  return {
    settings,
    answer: () => {
      const answer = siteSettingsAnswer(settings());
      return {
        ...answer,
        feature_flags: { ...answer.feature_flags, jackpots: atStart.featureFlags.jackpots },
        additional_providers: atStart.sportsbook.additional_providers,
        allow_multiple_active_user_freebets: atStart.sportsbook.allow_multiple_active_user_freebets,
      };
    },
    statusesOf: (email) =>
      email && settings().spiTestPlayers.includes(email.toLowerCase()) ? ['spi_test'] : [],
  };
}
