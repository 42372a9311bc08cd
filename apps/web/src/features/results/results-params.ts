/** GET /matches filters of the results page; shared by the server prefetch and the page. */
import type { MatchesParams } from '@/lib/queries/catalogue';

/** Finished (4) and closed (3) matches, sport by sport, most recent first within a league. */
export const RESULTS_PARAMS: MatchesParams = {
  type: 'match',
  match_status: [4, 3],
  sort_by: ['sport_priority.asc', 'tournament_priority.asc', 'tournament_id.asc', 'start_time.desc'],
  limit: 50,
};
