/**
 * When the reminders fire (spec platform §4 "Reminders", §3 site settings, §7 cookies), pure so it can be tested:
 * the deposit reminder after `remind_after` seconds (10 by default) for a signed-in player (of the player group, when
 * one is set), once a day by its cookie; the sign-up reminder after `sign_up_reminder_seconds` for a visitor, once a
 * session by its session-storage flag. And which variant of the header's quick deposit a player sees (§6: the
 * quick_deposit flag, or quick_deposit_test for players with the spi_test status).
 */
import type { SettingsResponse, User } from '@sportsbook/contract';
import type { CookieLifetime } from '@/lib/cookies';

/**
 * The deposit-reminder-invoked cookie (spec: 1 day). Not a tracking cookie: it holds no identifier and only keeps
 * the reminder from repeating, so it is written whatever the consent answer (features/consent: what the site
 * needs to work is always on).
 */
export const DEPOSIT_REMINDER_COOKIE = 'deposit_reminder_invoked';
export const DEPOSIT_REMINDER_LIFETIME: CookieLifetime = { days: 1 };
/** The session item of the sign-up reminder (spec §3 session items). */
export const SIGN_UP_REMINDER_KEY = 'sign-up-reminder';
/** The spec's default delay of the deposit reminder. */
const DEFAULT_DEPOSIT_REMINDER_S = 10;

type Player = Pick<User, 'statuses'>;

/**
 * Milliseconds until the deposit reminder, or null when it must not come: switched off, nobody signed in, the player
 * outside the configured group, or already shown (the cookie).
 */
export function depositReminderDelay(
  setting: SettingsResponse['deposit_reminder'],
  player: Player | null,
  invoked: boolean,
): number | null {
  if (!setting.show_deposit_reminder || !player || invoked) return null;
  if (setting.player_group_id !== null && !player.statuses.some((s) => s.id === setting.player_group_id))
    return null;
  return (setting.remind_after ?? DEFAULT_DEPOSIT_REMINDER_S) * 1000;
}

/**
 * Milliseconds until the sign-up reminder, or null when it must not come: no delay configured, the visitor signed
 * in (or not known yet), or already shown this session.
 */
export function signUpReminderDelay(
  seconds: number | null,
  signedOut: boolean,
  shown: boolean,
): number | null {
  if (seconds === null || !signedOut || shown) return null;
  return seconds * 1000;
}
