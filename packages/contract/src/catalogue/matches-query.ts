/** GET /matches: its query parameters and its answer. */
import { DEFAULT_MATCHES_LIMIT, PAGE_SIZE } from '@sportsbook/domain';
import { z } from 'zod';
import { paginated } from '../common/pagination';
import {
  queryBool,
  queryDateTime,
  queryIdList,
  queryInt,
  queryList,
  queryStatusList,
  queryText,
} from '../common/query';
import { EventTypeSchema, SortBySchema, SportKindSchema } from './enums';
import { MatchSchema } from './match';

/**
 * GET /matches query. Lists are comma-separated (or repeated keys). Filters combine with AND; values of one list
 * combine with OR. `favourite` needs a signed-in player and is ignored for anonymous requests. `max_per_sport`
 * keeps the first N matches of each sport in the requested order before paging.
 */
export const MatchesQuerySchema = z
  .object({
    id: queryIdList.optional().describe('Only these match ids'),
    type: EventTypeSchema.optional().describe('match or outright'),
    sport_key: queryList(queryText(50), 100).optional().describe('Only these sport keys'),
    sport_type: SportKindSchema.optional().describe('regular or cyber'),
    category_id: queryIdList.optional().describe('Only these categories'),
    tournament_id: queryIdList.optional().describe('Only these tournaments'),
    match_status: queryStatusList.optional().describe('Status numbers or names, e.g. 0,1 or prematch,live'),
    sort_by: queryList(SortBySchema, 8)
      .optional()
      .describe('Sort keys with direction, first is strongest, e.g. sport_priority.desc,start_time.asc'),
    start_from: queryDateTime.optional().describe('Start time at or after (ISO 8601)'),
    start_to: queryDateTime.optional().describe('Start time at or before (ISO 8601)'),
    bettable: queryBool.optional().describe('true: prematch or live only; false: the others only'),
    max_per_sport: queryInt(1, PAGE_SIZE).optional().describe('At most this many matches per sport'),
    page: queryInt(1).default(1).describe('1-based page'),
    limit: queryInt(1, PAGE_SIZE)
      .default(DEFAULT_MATCHES_LIMIT)
      .describe(`Matches per page, 1-${PAGE_SIZE}, default ${DEFAULT_MATCHES_LIMIT}`),
    favourite: queryBool.optional().describe("Only the player's favourite matches (ignored when anonymous)"),
    has_video: queryBool.optional().describe('Only matches with (true) or without (false) a video stream'),
  })
  .superRefine((q, ctx) => {
    if (q.start_from && q.start_to && q.start_from > q.start_to) {
      ctx.addIssue({ code: 'custom', path: ['start_to'], message: 'start_to is before start_from' });
    }
  });
/** Parsed {@link MatchesQuerySchema}: what the server works with and what a client builds. */
export type MatchesQuery = z.output<typeof MatchesQuerySchema>;
/** Raw {@link MatchesQuerySchema} input: strings as they appear in the URL. */
export type MatchesQueryInput = z.input<typeof MatchesQuerySchema>;

/** GET /matches answer: a page of matches, each with its main and secondary market. */
export const MatchesResponseSchema = paginated(MatchSchema);
/** See {@link MatchesResponseSchema}. */
export type MatchesResponse = z.infer<typeof MatchesResponseSchema>;
