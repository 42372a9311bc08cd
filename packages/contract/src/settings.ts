/** GET /settings: the sportsbook settings a client runs with (site defaults, later merged with the player's). */
import { ODDS_ACCEPTANCE_MODES, ODDS_FORMATS, PROVIDERS, SPORT_KINDS } from '@sportsbook/domain';
import { z } from 'zod';
import { ProviderSchema } from './catalogue/enums';
import { LOCALES } from './common/locale-values';
import { MoneySchema } from './common/units';
import { BONUS_NOTIFICATION_TYPES, CHAT_TYPES, FeatureFlagsSchema, PUSH_TYPES } from './site/settings';

const providerFlags = z.partialRecord(z.enum(PROVIDERS), z.boolean());

/** Sportsbook settings (the domain's Settings type). */
export const SettingsSchema = z
  .object({
    custom_bet_allow_single: z.boolean(),
    custom_bet_enabled: z.boolean(),
    stakes: z.array(MoneySchema).describe("Stake presets in minor units of the player's currency"),
    auto_accept_odds_change: z.enum(ODDS_ACCEPTANCE_MODES).describe('none, higher or any'),
    odds_types: z.object({ available: z.array(z.enum(ODDS_FORMATS)), selected: z.enum(ODDS_FORMATS) }),
    updated_at: z.iso.datetime().nullable(),
    video_settings: z.object({ enabled: z.boolean() }),
    provider_statuses: providerFlags.describe(
      'Provider on/off switches; off marks its selections unavailable',
    ),
    sport_type_providers: z.partialRecord(z.enum(SPORT_KINDS), ProviderSchema),
    multi_bet_settings: z.object({
      available_by_provider: providerFlags.describe('Multi-single allowed per provider'),
    }),
    additional_providers: z.object({ horse_racing: z.boolean(), lotto: z.boolean() }),
    allow_multiple_active_user_freebets: z.boolean(),
    feature_flags: FeatureFlagsSchema.describe(
      "The spec's feature flags (docs/site-settings.md); quick_deposit_test: quick deposit for spi_test players only",
    ),
    is_my_bets_visible: z.boolean().describe('Whether the slip panel has the My bets tab'),
    is_share_bet_enabled: z.boolean().describe('Whether bets may be shared'),
    chat: z
      .object({ type: z.enum(CHAT_TYPES), id: z.string(), region: z.string().nullable() })
      .nullable()
      .describe('The chat widget to load; null: none'),
    push_notifications: z
      .object({ type: z.enum(PUSH_TYPES), app_id: z.string() })
      .nullable()
      .describe('The push-notification service; null: none'),
    locales: z.array(z.enum(LOCALES)).describe('The languages offered, the default first'),
    disabled_bonus_notification_types: z
      .array(z.enum(BONUS_NOTIFICATION_TYPES))
      .describe('Bonus notifications the site does not show'),
    deposit_reminder: z
      .object({
        show_deposit_reminder: z.boolean(),
        player_group_id: z.string().nullable().describe('Only players with this status; null: every player'),
        remind_after: z.number().int().min(1).max(3600).nullable().describe('Seconds; null: 10'),
      })
      .describe('The deposit reminder, shown once a day to a signed-in player'),
    sign_up_reminder_seconds: z
      .number()
      .int()
      .min(1)
      .max(3600)
      .nullable()
      .describe("Seconds before a visitor's sign-up reminder (once a session); null: none"),
  })
  .meta({ id: 'Settings', description: 'Sportsbook settings' });
/** See {@link SettingsSchema}. */
export type SettingsResponse = z.infer<typeof SettingsSchema>;
