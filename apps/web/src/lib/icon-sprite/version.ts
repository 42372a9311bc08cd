/**
 * Which icon of the sprite a sport gets, and the sprite's version: the first 12 hex digits of the SHA-256 of
 * `iconSprite()`. Written here rather than computed so the browser's code does not carry the sprite;
 * `icon-sprite.test.ts` fails when the drawing changes and this is not updated, so a cached sprite is never
 * served under a new drawing's version.
 */
import { SPORT_KEYS, type SportKind } from '@sportsbook/domain';

export const ICON_SPRITE_VERSION = '3ee651bccff7';

const KNOWN: ReadonlySet<string> = new Set(SPORT_KEYS);

/** The symbol id of a sport: `sport-<key>`, or its set's fallback when the world has no such sport. */
export function sportSymbolId(key: string, kind: SportKind): string {
  if (KNOWN.has(key)) return `sport-${key}`;
  return kind === 'cyber' ? 'esport-other' : 'sport-other';
}

/** The `<use href>` of a sport's icon: the versioned sprite, cached for good by the browser. */
export function sportIconHref(key: string, kind: SportKind): string {
  return `/fe-api/icons.svg?version=${ICON_SPRITE_VERSION}#${sportSymbolId(key, kind)}`;
}
