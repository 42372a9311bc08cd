/** The catalogue queries of the blocks that list matches or leagues: shared by the blocks and the server's prefetch. */
import type { BlockOf } from '@sportsbook/contract/site';
import { EventStatus } from '@sportsbook/domain';
import type { CountersParams, MatchesParams } from '@/lib/queries/catalogue';

/** Leagues with something open to bet on. */
export const OPEN_MATCHES: CountersParams = { match_status: [EventStatus.prematch, EventStatus.live] };

export type EventsType =
  | 'live_events'
  | 'prematch_events'
  | 'top_events'
  | 'outrights'
  | 'results'
  | 'schedule'
  | 'favorites';

const BY_PRIORITY: MatchesParams['sort_by'] = [
  'sport_priority.asc',
  'tournament_priority.asc',
  'start_time.asc',
];

/** The GET /matches query of a block. */
export function eventsParams(block: BlockOf<EventsType>): MatchesParams {
  const limit = 'limit' in block ? block.limit : 10;
  const sport = 'sport' in block && block.sport ? { sport_key: [block.sport] } : {};
  const base = { limit, ...sport };
  switch (block.type) {
    case 'live_events':
      return { ...base, type: 'match', match_status: [EventStatus.live], sort_by: BY_PRIORITY };
    case 'top_events':
      return {
        ...base,
        type: 'match',
        match_status: [EventStatus.prematch, EventStatus.live],
        sort_by: BY_PRIORITY,
      };
    case 'outrights':
      return { ...base, type: 'outright', match_status: [EventStatus.prematch], sort_by: ['start_time.asc'] };
    case 'results':
      return { ...base, type: 'match', match_status: [EventStatus.finished], sort_by: ['start_time.desc'] };
    case 'favorites':
      return { ...base, favourite: true, match_status: [EventStatus.prematch, EventStatus.live] };
    default:
      return { ...base, type: 'match', match_status: [EventStatus.prematch], sort_by: ['start_time.asc'] };
  }
}
