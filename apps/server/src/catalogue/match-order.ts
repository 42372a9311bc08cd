/** sort_by keys (spec §3) as ORDER BY terms. Ties always end on start time, then id, so pages are stable. */
import type { SortBy, SortKey } from '@sportsbook/domain';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { categories, matches, sports, tournaments } from '../db/schema/index.js';

const COLUMN: Record<SortKey, AnyPgColumn> = {
  sport_id: matches.sportId,
  sport_priority: sports.priority,
  category_id: matches.categoryId,
  category_priority: categories.priority,
  tournament_id: matches.tournamentId,
  tournament_priority: tournaments.priority,
  start_time: matches.startTime,
  bets_count: matches.betsCount,
};

/** The default order: soonest first. */
const DEFAULT_SORT: SortBy[] = ['start_time.asc'];

/** ORDER BY terms for `sortBy` (first is strongest); repeated keys count once, as first given. */
export function orderOf(sortBy: readonly SortBy[] = DEFAULT_SORT): SQL[] {
  const seen = new Set<SortKey>();
  const terms: SQL[] = [];
  for (const entry of [...sortBy, 'start_time.asc'] as SortBy[]) {
    const [key, direction] = entry.split('.') as [SortKey, 'asc' | 'desc'];
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(direction === 'desc' ? desc(COLUMN[key]) : asc(COLUMN[key]));
  }
  terms.push(asc(matches.id));
  return terms;
}
