/**
 * GET /matches filters of each list, built in one place because the server prefetch and the client hook must
 * produce the same query key (same object shape) for the prefetched data to be found.
 */
import type { CountersParams, MatchesParams } from '@/lib/queries/catalogue';

/** League by league in priority order, soonest first within a league. */
const BY_LEAGUE = [
  'sport_priority.asc',
  'tournament_priority.asc',
  'tournament_id.asc',
  'start_time.asc',
] as const;
/** Rows per page of long lists: a couple of screens, the next page loads as the end comes near. */
const LIST_PAGE_SIZE = 50;

export const listParams = {
  /** Live matches of one sport or of every sport. */
  live: (sportKey?: string): MatchesParams => ({
    ...(sportKey ? { sport_key: [sportKey] } : {}),
    type: 'match',
    match_status: [1],
    sort_by: [...BY_LEAGUE],
    limit: LIST_PAGE_SIZE,
  }),
  /** Prematch matches of one sport, league by league. */
  upcomingOfSport: (sportKey: string): MatchesParams => ({
    sport_key: [sportKey],
    type: 'match',
    match_status: [0],
    sort_by: [...BY_LEAGUE],
    limit: LIST_PAGE_SIZE,
  }),
  /** Bettable matches of one category, league by league. */
  category: (categoryId: number): MatchesParams => ({
    category_id: [categoryId],
    type: 'match',
    match_status: [0, 1],
    sort_by: [...BY_LEAGUE],
    limit: LIST_PAGE_SIZE,
  }),
  /** Bettable matches of one league, soonest first. */
  league: (tournamentId: number): MatchesParams => ({
    tournament_id: [tournamentId],
    type: 'match',
    match_status: [0, 1],
    sort_by: ['start_time.asc'],
    limit: LIST_PAGE_SIZE,
  }),
  /** Open outrights of one league ("League winner"). */
  outrights: (tournamentId: number): MatchesParams => ({
    tournament_id: [tournamentId],
    type: 'outright',
    match_status: [0, 1],
    sort_by: ['start_time.asc'],
    limit: 10,
  }),
  /** Cyber sports: live and upcoming, sport by sport. */
  cyber: (): MatchesParams => ({
    sport_type: 'cyber',
    type: 'match',
    match_status: [0, 1],
    sort_by: [...BY_LEAGUE],
    limit: LIST_PAGE_SIZE,
  }),
};

/** Counter filters of the live page's sport filter: live matches per sport. */
export const LIVE_COUNTERS: CountersParams = { match_status: [1], type: 'match' };
