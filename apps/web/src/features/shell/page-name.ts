/**
 * The page key the body carries as `data-page` (spec page keys: sports, in_play, e_sports, favorites, sport,
 * match, league, schedule, results, ...), from a path without locale. Operators' CSS and the host page use it.
 */
import { BASE_PATH } from '@/i18n/routing';

const FIXED: Readonly<Record<string, string>> = {
  '': 'sports',
  live: 'in_play',
  cybersport: 'e_sports',
  favorites: 'favorites',
  schedule: 'schedule',
  results: 'results',
  promotions: 'promotions',
  racing: 'horse_racing',
  lotteries: 'lotteries',
  'general-rules': 'general_rules',
  about: 'about',
  blocked: 'blocked',
  locked: 'locked',
  '404': 'not_found',
  '500': 'error',
  'init-sportsbook': 'init_sportsbook',
  'bets-history': 'bets_history',
};

/**
 * `/sports/{sport}` is a sport page; `/sports/{sport}/{slug}` is a category, league or match page, which only
 * the page itself can tell apart once it has looked the slug up, so it is reported as `event` here (the page
 * may refine it with `document.body.dataset.page`).
 */
export function pageNameOf(pathname: string): string {
  if (pathname !== BASE_PATH && !pathname.startsWith(`${BASE_PATH}/`)) return 'other';
  const segments = pathname.slice(BASE_PATH.length).split('/').filter(Boolean);
  const [first = '', second] = segments;
  // /users/sign-in, /users/password/edit...: the account pages.
  if (first === 'users') return 'auth';
  const fixed = FIXED[first];
  if (fixed !== undefined && segments.length <= 1) return fixed;
  if (segments.length === 1) return 'sport';
  if (segments.length === 2 && second) return 'event';
  return 'other';
}
