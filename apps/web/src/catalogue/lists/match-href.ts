/** Where a match row links: its page under its sport (the [sport]/[slug] page resolves the slug). */
import type { Match } from '@sportsbook/contract';
import { paths } from '@/lib/routes';

export const sportHref = paths.sport;
export const slugHref = paths.sportItem;
export const matchHref = (match: Pick<Match, 'slug' | 'sport'>) =>
  paths.sportItem(match.sport.key, match.slug);
