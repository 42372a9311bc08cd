/**
 * The part of GET /settings the site settings file answers: what the browser needs of `settings` (never the
 * test players, the blocked countries or the platform's origin), in the answer's snake_case.
 */
import type { SettingsResponse } from '../settings';
import type { SiteSettings } from './settings';

/** The fields of GET /settings that come from the site settings file alone. */
export type SiteSettingsAnswer = Pick<
  SettingsResponse,
  | 'feature_flags'
  | 'deposit_reminder'
  | 'sign_up_reminder_seconds'
  | 'is_my_bets_visible'
  | 'is_share_bet_enabled'
  | 'chat'
  | 'push_notifications'
  | 'locales'
  | 'disabled_bonus_notification_types'
  | 'custom_bet_enabled'
  | 'custom_bet_allow_single'
  | 'additional_providers'
  | 'allow_multiple_active_user_freebets'
  | 'multi_bet_settings'
>;

/** `settings` as GET /settings answers them. */
export function siteSettingsAnswer(settings: SiteSettings): SiteSettingsAnswer {
  const { sportsbook } = settings;
  return {
    feature_flags: settings.featureFlags,
    deposit_reminder: {
      show_deposit_reminder: settings.depositReminder.showDepositReminder,
      player_group_id: settings.depositReminder.playerGroupId,
      remind_after: settings.depositReminder.remindAfter,
    },
    sign_up_reminder_seconds: settings.signUpReminderSeconds,
    is_my_bets_visible: settings.isMyBetsVisible,
    is_share_bet_enabled: settings.isShareBetEnabled,
    chat: settings.chat,
    push_notifications: settings.pushNotifications && {
      type: settings.pushNotifications.type,
      app_id: settings.pushNotifications.appId,
    },
    locales: settings.locales,
    disabled_bonus_notification_types: settings.disabledBonusNotificationTypes,
    custom_bet_enabled: sportsbook.custom_bet.enabled,
    custom_bet_allow_single: sportsbook.custom_bet.allow_single,
    additional_providers: sportsbook.additional_providers,
    allow_multiple_active_user_freebets: sportsbook.allow_multiple_active_user_freebets,
    multi_bet_settings: { available_by_provider: sportsbook.multi_bet_per_provider },
  };
}
