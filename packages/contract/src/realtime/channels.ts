/** Realtime channel names (architecture: public:{locale} with br mapped to pt, match:{id}, $user:{id}). */

/**
 * The public channel of a locale: its language part, lower-cased, with `br` mapped to `pt` (spec: "public
 * updates per locale (br maps to pt)"). `pt-BR`, `br` and `pt` give public:pt; `sr-ME` gives public:sr.
 */
export function publicChannel(locale: string): string {
  const language = (locale.split(/[-_]/)[0] ?? '').toLowerCase();
  return `public:${language === 'br' ? 'pt' : language}`;
}

/** The channel of one match. */
export function matchChannel(matchId: number): string {
  return `match:${matchId}`;
}

/** A player's private channel (subscription needs a token). */
export function userChannel(userId: string | number): string {
  return `$user:${userId}`;
}
