/** Sportsbook settings (GET /settings) as far as the domain uses them. */
import type { Money } from '../money/money';
import type { OddsFormat } from '../odds/formats';
import type { Provider, SportKind } from './catalogue';

/** How odds changes are accepted: none (any change needs approval), higher (rises accepted), any. */
export const ODDS_ACCEPTANCE_MODES = ['none', 'higher', 'any'] as const;
/** One of {@link ODDS_ACCEPTANCE_MODES}. */
export type OddsAcceptance = (typeof ODDS_ACCEPTANCE_MODES)[number];

/** Provider on/off switches. */
export type ProviderStatuses = Partial<Record<Provider, boolean>>;

/** Sportsbook settings. */
export interface Settings {
  custom_bet_allow_single: boolean;
  custom_bet_enabled: boolean;
  /** Stake presets in minor units of the player's currency. */
  stakes: Money[];
  auto_accept_odds_change: OddsAcceptance;
  odds_types: { available: OddsFormat[]; selected: OddsFormat };
  updated_at: string | null;
  video_settings: { enabled: boolean };
  provider_statuses: ProviderStatuses;
  sport_type_providers: Partial<Record<SportKind, Provider>>;
  multi_bet_settings: { available_by_provider: Partial<Record<Provider, boolean>> };
  additional_providers: { horse_racing: boolean; lotto: boolean };
  allow_multiple_active_user_freebets: boolean;
  /** Feature flags: the header's quick deposit for every player, or for players with the spi_test status. */
  feature_flags: { quick_deposit: boolean; quick_deposit_test: boolean };
  /** The deposit reminder: on, for one status only (null: all), after `remind_after` seconds (null: 10). */
  deposit_reminder: {
    show_deposit_reminder: boolean;
    player_group_id: string | null;
    remind_after: number | null;
  };
  /** Seconds before a visitor's sign-up reminder; null: none. */
  sign_up_reminder_seconds: number | null;
}
