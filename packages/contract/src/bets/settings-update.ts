/**
 * POST /api/v2/settings: a signed-in player's own stake presets, odds-change acceptance and odds format, or their
 * push-notification subscription. The answer is GET /settings with the player's values merged in.
 */
import { ODDS_ACCEPTANCE_MODES, ODDS_FORMATS } from '@sportsbook/domain';
import { z } from 'zod';
import { MoneySchema } from '../common/units';

/** Most stake presets a player may keep: the slip shows them as one row of buttons. */
export const MAX_STAKE_PRESETS = 8;

/** The sportsbook preferences; each field is optional and a missing one is left as it was. */
const PreferencesSchema = z
  .object({
    stakes: z
      .array(MoneySchema.refine((v) => v > 0, 'a stake preset must be above 0'))
      .min(1)
      .max(MAX_STAKE_PRESETS)
      .describe("Stake presets in minor units of the player's currency"),
    auto_accept_odds_change: z.enum(ODDS_ACCEPTANCE_MODES),
    odds_type: z.enum(ODDS_FORMATS),
  })
  .partial()
  .strict()
  .refine((s) => Object.keys(s).length > 0, 'expected at least one setting');

/**
 * The push subscription (the push service's id of this browser's subscription: OneSignal's is a UUID), or null to
 * forget it. Letters, digits and `_ . : -` only: it is an id, never markup or a URL.
 */
const PushSchema = z
  .object({
    one_signal_push_notification_subscription: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,200}$/, 'expected a subscription id: letters, digits, _ . : -')
      .nullable(),
  })
  .strict();

/** POST /settings body: preferences, or the push subscription. */
export const SettingsUpdateSchema = z
  .union([PushSchema, PreferencesSchema])
  .meta({ id: 'SettingsUpdate', description: "The player's settings to change" });
/** See {@link SettingsUpdateSchema}. */
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;
