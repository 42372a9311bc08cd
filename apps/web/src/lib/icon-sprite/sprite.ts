/**
 * The icon sprite document (`GET /fe-api/icons.svg`): one `<symbol>` per sport of the world, id `sport-<key>`,
 * and the two fallbacks `sport-other` (sports set) and `esport-other` (e-sports set), each marked with its set
 * (`data-set`). No `<title>`: a `<use>` would show it as a tooltip; pages name the sport in text next to the icon.
 */
import { FALLBACK_SYMBOLS, SPORT_SYMBOLS } from './symbols';

const ATTRIBUTES =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

function symbol(id: string, body: string, set: string): string {
  return `<symbol id="${id}" data-set="${set}" ${ATTRIBUTES}>${body}</symbol>`;
}

/** The whole sprite, the same text every time (its version is a hash of it, `version.ts`). */
export function iconSprite(): string {
  const symbols = [
    ...Object.entries(SPORT_SYMBOLS).map(([key, s]) => symbol(`sport-${key}`, s.body, s.set)),
    symbol('sport-other', FALLBACK_SYMBOLS.sports, 'sports'),
    symbol('esport-other', FALLBACK_SYMBOLS.esports, 'esports'),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
