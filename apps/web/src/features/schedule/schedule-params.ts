/** GET /matches filters of the schedule for one day; shared by the server prefetch and the page. */
import type { MatchesParams } from '@/lib/queries/catalogue';
import { dayRange } from './schedule-days';

export function scheduleParams(date: string, timeZone: string): MatchesParams {
  const { from, to } = dayRange(date, timeZone);
  return {
    type: 'match',
    match_status: [0, 1],
    start_from: from,
    start_to: to,
    sort_by: ['sport_priority.asc', 'tournament_priority.asc', 'tournament_id.asc', 'start_time.asc'],
    limit: 50,
  };
}

/** `requested` when it is one of `dates`, else the first (today). */
export function pickDate(dates: readonly string[], requested: string | null | undefined): string {
  return requested && dates.includes(requested) ? requested : (dates[0] ?? '');
}
