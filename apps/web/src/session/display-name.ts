import type { User } from '@sportsbook/contract';

/** A player's display name (spec: first plus last name, else nickname, else e-mail, else phone). */
export function displayNameOf(player: User): string {
  const full = [player.first_name, player.last_name].filter(Boolean).join(' ');
  return full || player.nickname || player.email || player.auth_phone_number || player.mobile_phone || '';
}
