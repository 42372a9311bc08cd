/**
 * The symbols of the icon sprite (`GET /fe-api/icons.svg`), drawn on the app's 24 px grid in the style of
 * `components/ui/icons.tsx` (2 px strokes in currentColor, so a symbol takes the text colour). Two sets, as the
 * spec's sprite answers two: the sports set and the e-sports set, one symbol for every sport of the simulated
 * world (`SPORT_KEYS` of the domain) and one for a sport the world does not know yet in each set.
 */
import type { SportKey } from '@sportsbook/domain';

/** The sets of the sprite: a sport's kind (`Sport.type`) picks its set. */
export type IconSet = 'sports' | 'esports';

interface SportSymbol {
  set: IconSet;
  /** The symbol's drawing: SVG elements inside a 24 x 24 viewBox. */
  body: string;
}

/** One distinct drawing per sport of the world. */
export const SPORT_SYMBOLS: Record<SportKey, SportSymbol> = {
  football: {
    set: 'sports',
    body: '<circle cx="12" cy="12" r="9"/><path d="m12 7 4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5 7 18.5M8 10 3.5 8.5"/>',
  },
  basketball: {
    set: 'sports',
    body: '<circle cx="12" cy="12" r="9"/><path d="M12 3v18M3 12h18M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8"/>',
  },
  tennis: {
    set: 'sports',
    body: '<ellipse cx="10" cy="9" rx="5.5" ry="6.5" transform="rotate(-45 10 9)"/><path d="m14 13 6.5 6.5M7 6.5l6 6M6 10l4 4M10 5l4 4"/><circle cx="19" cy="5" r="1.6"/>',
  },
  'ice-hockey': {
    set: 'sports',
    body: '<path d="M8 3l6 13.5h5.5a1.5 1.5 0 0 1 0 3H12.5L5 3"/><ellipse cx="6" cy="19.5" rx="3" ry="1.5"/>',
  },
  volleyball: {
    set: 'sports',
    body: '<circle cx="12" cy="12" r="9"/><path d="M12 12V3M12 12l7.8 4.5M12 12l-7.8 4.5M12 3c4 2.5 5.5 7 4.6 11.2M20.6 14.7c-3.6 2.5-8.4 2.6-12 .3M4.2 16.9c-1.2-4.3.5-8.8 4.3-11.3"/>',
  },
  'table-tennis': {
    set: 'sports',
    body: '<circle cx="10" cy="10" r="6.5"/><path d="m14.6 14.6 5.4 5.4"/><circle cx="19" cy="5" r="2" fill="currentColor"/>',
  },
  baseball: {
    set: 'sports',
    body: '<circle cx="12" cy="12" r="9"/><path d="M7 4.6a10 10 0 0 1 0 14.8M17 4.6a10 10 0 0 0 0 14.8M5 8.5h2.6M5 15.5h2.6M16.4 8.5H19M16.4 15.5H19"/>',
  },
  'american-football': {
    set: 'sports',
    body: '<ellipse cx="12" cy="12" rx="10" ry="5.5" transform="rotate(-45 12 12)"/><path d="m9 15 6-6M10 11.5l2.5 2.5M11.5 10l2.5 2.5M8.5 13l2.5 2.5"/>',
  },
  handball: {
    set: 'sports',
    body: '<circle cx="14" cy="8.5" r="5.5"/><path d="M9.5 6.5c2 1 6.5 1 9 0M12 3.5c-1 2-1 8 1 10.5"/><path d="M3 21l3.5-5.5 3 1.5 2-3"/>',
  },
  cs2: {
    set: 'esports',
    body: '<circle cx="12" cy="12" r="7"/><path d="M12 2v6M12 16v6M2 12h6M16 12h6"/><circle cx="12" cy="12" r="1" fill="currentColor"/>',
  },
  'dota-2': {
    set: 'esports',
    body: '<rect x="3.5" y="3.5" width="17" height="17" rx="3"/><path d="m7 7 10 10M13.5 7H17v3.5M7 13.5V17h3.5"/>',
  },
  'league-of-legends': {
    set: 'esports',
    body: '<path d="m12 2 8.5 5v10L12 22l-8.5-5V7z"/><path d="M9.5 7v10h5.5"/>',
  },
};

/** The symbol of each set for a sport the world does not have (a trophy, a game controller). */
export const FALLBACK_SYMBOLS: Record<IconSet, string> = {
  sports:
    '<path d="M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3M12 14v4M8 21h8M9.5 18h5"/>',
  esports:
    '<path d="M7 8h10a4 4 0 0 1 4 4l-.5 4a2.5 2.5 0 0 1-4.4 1.2L14.5 15h-5l-1.6 2.2A2.5 2.5 0 0 1 3.5 16L3 12a4 4 0 0 1 4-4z"/><path d="M8 11v3M6.5 12.5h3M15.5 12h.01M17.5 13.5h.01"/>',
};
