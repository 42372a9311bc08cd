/** Realtime channel names (architecture: public:{locale} with br mapped to pt, match:{id}, $user:{id}). */
import type { Locale } from '../common/locale-values';

/** The public channel of a locale: pt-BR publishes on public:pt. */
export function publicChannel(locale: Locale): string {
  return `public:${locale === 'pt-BR' ? 'pt' : locale}`;
}

/** The channel of one match. */
export function matchChannel(matchId: number): string {
  return `match:${matchId}`;
}

/** A player's private channel (subscription needs a token). */
export function userChannel(userId: string | number): string {
  return `$user:${userId}`;
}
