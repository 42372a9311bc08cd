/**
 * The site (README.md): the site settings file with the environment's overrides, re-read when the file changes,
 * and what the rest of the server asks of it.
 */
import type { SettingsResponse } from '@sportsbook/contract';
import { type SiteSettings, siteSettingsAnswer } from '@sportsbook/contract/site';
import { PROVIDERS, type Provider } from '@sportsbook/domain';
import { type EnvOverrides, withOverrides } from './overrides.js';

/** The operator's provider rules the bet check enforces, as read at start. */
export interface ProviderRules {
  /** Whether a slip may hold several singles of the provider's selections. */
  multiBet: Record<Provider, boolean>;
  /** The operator's switch per provider: off, its selections are refused whatever the feed says. */
  statuses: Record<Provider, boolean>;
}

/** What the app decorates as `site`. */
export interface Site {
  /** The settings now: the file as last read well, with the overrides. */
  settings(): SiteSettings;
  /**
   * GET /settings: the site's part over the catalogue's `settings`. The switches the server enforces from its
   * start (jackpots, the provider's games, several freebets, multi-bet per provider, the provider statuses) answer
   * their value at start, so the answer never promises what the server would refuse. A provider is on when both
   * the feed (the catalogue's `provider_statuses`) and the operator have it on.
   */
  answer(settings: SettingsResponse): SettingsResponse;
  /** The provider rules as started. */
  providerRules: ProviderRules;
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
  const providerRules: ProviderRules = {
    multiBet: atStart.sportsbook.multi_bet_per_provider,
    statuses: atStart.sportsbook.provider_statuses,
  };
  return {
    settings,
    answer: (catalogue) => {
      const answer = siteSettingsAnswer(settings());
      const statuses = { ...catalogue.provider_statuses };
      for (const provider of PROVIDERS) if (!providerRules.statuses[provider]) statuses[provider] = false;
      return {
        ...catalogue,
        ...answer,
        feature_flags: { ...answer.feature_flags, jackpots: atStart.featureFlags.jackpots },
        additional_providers: atStart.sportsbook.additional_providers,
        allow_multiple_active_user_freebets: atStart.sportsbook.allow_multiple_active_user_freebets,
        multi_bet_settings: { available_by_provider: providerRules.multiBet },
        provider_statuses: statuses,
      };
    },
    providerRules,
    statusesOf: (email) =>
      email && settings().spiTestPlayers.includes(email.toLowerCase()) ? ['spi_test'] : [],
  };
}
