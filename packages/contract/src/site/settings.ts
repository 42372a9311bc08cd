/**
 * The site settings section of the site settings file (spec platform §3 "Site settings relevant here", §6
 * feature flags, and the sportsbook settings). Every field has a default that keeps the sportsbook as it runs
 * without a file, so an empty section is a valid site. docs/site-settings.md documents each field and the
 * environment variable that overrides it.
 */
import type { Provider } from '@sportsbook/domain';
import { z } from 'zod';
import { LOCALES } from '../common/locale-values';

/** The chat widgets an operator may load (spec platform §3); `sandbox` is served by the web app itself. */
export const CHAT_TYPES = [
  'live-chat',
  'chatra',
  'freshchat',
  'zoho',
  'zendesk',
  'intercom',
  'sandbox',
] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/**
 * The push-notification services (spec: one_signal_push_notification_subscription of POST /settings); `sandbox` is
 * served by the web app itself (public/sandbox-push.js).
 */
export const PUSH_TYPES = ['onesignal', 'sandbox'] as const;
export type PushType = (typeof PUSH_TYPES)[number];

/** The bonus notifications an operator may switch off (their types in notifications/notification.ts). */
export const BONUS_NOTIFICATION_TYPES = ['bonus_issued', 'bonus_expiring', 'jackpot_hit'] as const;
export type BonusNotificationType = (typeof BONUS_NOTIFICATION_TYPES)[number];

/** The feature flags of the spec (platform §6), each with the value that keeps today's behaviour. */
export const FeatureFlagsSchema = z.strictObject({
  /** The header's quick deposit for every player. */
  quick_deposit: z.boolean().default(false),
  /** The header's quick deposit for players with the spi_test status only. */
  quick_deposit_test: z.boolean().default(false),
  /** Load the sign-up form's iframe before it is opened. */
  sign_up_iframe_preloader: z.boolean().default(false),
  /** Load the sign-in form's iframe before it is opened. */
  sign_in_iframe_preloader: z.boolean().default(false),
  /** Jackpots: off, /jackpots answers 404 and no bet contributes. */
  jackpots: z.boolean().default(true),
  /** The activity-tracking loop (every 60 s while an activity limit exists). */
  activity_tracking: z.boolean().default(true),
  /** The responsible-gambling loop (reality check, session limits). */
  responsible_gambling: z.boolean().default(true),
  /** Realtime publications as deltas of the last one. */
  realtime_delta_compression: z.boolean().default(false),
  /** The amb (freebet progress) bar. */
  amb_progress_bar: z.boolean().default(true),
});
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;

const isoCountry = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'expected an ISO 3166 code such as DE')
  .transform((code) => code.toUpperCase());
const statusId = z.string().regex(/^[a-z0-9_]{1,40}$/, 'expected a status id such as vip');
const widgetId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'expected an id of letters, digits, _ . : -');
const seconds = z.number().int().min(1).max(3600);

/** The chat widget: its type and the id (and region, where the service has regions) it loads with. */
export const ChatSettingsSchema = z.strictObject({
  type: z.enum(CHAT_TYPES),
  id: widgetId,
  /** Zoho's data centre (`com`, `eu`, `in`...), Intercom's (`us`, `eu`, `au`); ignored by the others. */
  region: z
    .string()
    .regex(/^[a-z]{2,3}$/, 'expected a region such as eu')
    .nullable()
    .default(null),
});
export type ChatSettings = z.infer<typeof ChatSettingsSchema>;

/** A switch per provider, each defaulting to `defaults`' value. */
function providerSwitches(defaults: Record<Provider, boolean>) {
  return z
    .strictObject({
      betradar: z.boolean().default(defaults.betradar),
      oddin: z.boolean().default(defaults.oddin),
      betconstruct: z.boolean().default(defaults.betconstruct),
    })
    .default(defaults);
}

/** The sportsbook settings (the catalogue's GET /settings fields an operator sets). */
export const SportsbookSettingsSchema = z.strictObject({
  custom_bet: z
    .strictObject({ enabled: z.boolean().default(true), allow_single: z.boolean().default(false) })
    .default({ enabled: true, allow_single: false }),
  /** The provider's games on offer (/racing, /lotteries). */
  additional_providers: z
    .strictObject({ horse_racing: z.boolean().default(false), lotto: z.boolean().default(false) })
    .default({ horse_racing: false, lotto: false }),
  /** Whether several bets of one slip may each use a freebet. */
  allow_multiple_active_user_freebets: z.boolean().default(false),
  /**
   * Per provider, whether a slip may hold several singles of its selections (the spec's
   * multi_bet_settings.available_by_provider); off, the slip offers a combo instead of a second single.
   */
  multi_bet_per_provider: providerSwitches({ betradar: true, oddin: false, betconstruct: false }),
  /** The operator's switch per provider: off (here or in the feed), its selections are not available and refused. */
  provider_statuses: providerSwitches({ betradar: true, oddin: true, betconstruct: true }),
});

const SiteSettingsFields = z.strictObject({
  depositReminder: z
    .strictObject({
      showDepositReminder: z.boolean().default(false),
      /** Only players with this status; null: every player. */
      playerGroupId: statusId.nullable().default(null),
      /** Seconds; null: the spec's 10. */
      remindAfter: seconds.nullable().default(null),
    })
    .default({ showDepositReminder: false, playerGroupId: null, remindAfter: null }),
  /** Seconds before a visitor's sign-up reminder; null: none. */
  signUpReminderSeconds: seconds.nullable().default(null),
  /** Whether the slip panel has the My bets tab. */
  isMyBetsVisible: z.boolean().default(true),
  /** Whether a player may share a bet (and a shared-bet link is restored). */
  isShareBetEnabled: z.boolean().default(true),
  chat: ChatSettingsSchema.nullable().default(null),
  pushNotifications: z
    .strictObject({ type: z.enum(PUSH_TYPES), appId: z.uuid('expected the app id, a UUID') })
    .nullable()
    .default(null),
  /** The languages offered, the first being the default; each one of the app's. */
  locales: z
    .array(z.enum(LOCALES))
    .min(1)
    .refine((list) => new Set(list).size === list.length, 'a language is listed twice')
    .default([...LOCALES]),
  /** The locale in every URL, the default one included (`always`), or left out for the default (`as-needed`). */
  localeInUrl: z.enum(['as-needed', 'always']).default('as-needed'),
  /** Right-to-left languages (ar, he) render right to left. */
  rightToLeft: z.boolean().default(true),
  /** ISO 3166 codes where sign-in and sign-up are refused. */
  blockedCountries: z.array(isoCountry).default([]),
  /** A deposit needs the deposit profile (names, verified phone) filled first. */
  depositFieldsRequired: z.boolean().default(false),
  /** A deposit needs a verified phone. */
  phoneVerificationRequired: z.boolean().default(false),
  /** Bonus notifications not shown to players. */
  disabledBonusNotificationTypes: z
    .array(z.enum(BONUS_NOTIFICATION_TYPES))
    .default([])
    .refine((list) => new Set(list).size === list.length, 'a type is listed twice'),
  /** When set, only signed-in players with this status may use the site; others go to the platform's origin. */
  userGroupChecker: z
    .strictObject({ enabled: z.boolean().default(false), status: statusId })
    .nullable()
    .default(null),
  /** The gambling platform around the sportsbook. */
  platformSettings: z
    .strictObject({
      /** The platform front end's origin (casino, wallet), where the user-group checker sends visitors. */
      frontendOrigin: z
        .url({ protocol: /^https?$/ })
        .nullable()
        .default(null),
      /** The platform's name in the shell. */
      name: z.string().min(1).max(60).default('Sportsbook'),
    })
    .default({ frontendOrigin: null, name: 'Sportsbook' }),
  /** The tag manager's container id (`GTM-...`), loaded only after consent; null: none. */
  tagManagerId: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected a container id such as GTM-ABC123')
    .nullable()
    .default(null),
  /** E-mails of the players with the spi_test status (the test variant of quick deposit). */
  spiTestPlayers: z.array(z.email()).default([]),
  featureFlags: FeatureFlagsSchema.default(FeatureFlagsSchema.parse({})),
  sportsbook: SportsbookSettingsSchema.default(SportsbookSettingsSchema.parse({})),
});

/** The site settings; the user-group checker needs the platform's origin to send visitors to. */
export const SiteSettingsSchema = SiteSettingsFields.refine(
  (s) => !s.userGroupChecker?.enabled || s.platformSettings.frontendOrigin !== null,
  {
    path: ['platformSettings', 'frontendOrigin'],
    message: 'the enabled userGroupChecker sends visitors here: expected the platform front end origin',
  },
);
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
/** The user-group checker: on, only signed-in players with `status` may use the site. */
export type UserGroupChecker = NonNullable<SiteSettings['userGroupChecker']>;
/** The push-notification service to load. */
export type PushSettings = NonNullable<SiteSettings['pushNotifications']>;
