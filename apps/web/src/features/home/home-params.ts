/** The home page's queries, shared by its server prefetch and its client components. */
import type { CountersParams, MatchesParams, TournamentsParams } from '@/lib/queries/catalogue';

/** Rows per home block: a screenful each; "All live" and the schedule have the rest. */
const BLOCK_SIZE = 10;

export const homeParams = {
  live: {
    type: 'match',
    match_status: [1],
    sort_by: ['sport_priority.asc', 'tournament_priority.asc', 'start_time.asc'],
    limit: BLOCK_SIZE,
  } satisfies MatchesParams as MatchesParams,
  upcoming: {
    type: 'match',
    match_status: [0],
    sort_by: ['start_time.asc'],
    limit: BLOCK_SIZE,
  } satisfies MatchesParams as MatchesParams,
};

/** Top leagues: every league by priority, those with open matches, first twelve. */
export const HOME_LEAGUES: {
  limit: number;
  query: { tournaments: TournamentsParams; counters: CountersParams };
} = { limit: 12, query: { tournaments: {}, counters: { match_status: [0, 1] } } };
