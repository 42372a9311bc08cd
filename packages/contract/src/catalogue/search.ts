/** GET /search: find sports, tournaments and matches by name. */
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@sportsbook/domain';
import { z } from 'zod';
import { queryBool, queryStatusList, withoutControlCharacters } from '../common/query';
import { SportKindSchema } from './enums';
import { MatchSchema } from './match';
import { SportSchema, TournamentSchema } from './sport';

/** Most matches one search answers with; the list is for picking, not for browsing. */
export const SEARCH_MATCH_LIMIT = 50;
/** Most sports or tournaments one search answers with. */
export const SEARCH_GROUP_LIMIT = 20;

/** GET /search query. `q` is matched case-insensitively anywhere in names of the request locale. */
export const SearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, `q needs at least ${SEARCH_MIN_LENGTH} characters`)
    .max(SEARCH_MAX_LENGTH, `q takes at most ${SEARCH_MAX_LENGTH} characters`)
    .refine(withoutControlCharacters, 'control characters are not allowed')
    .describe(`Search text, ${SEARCH_MIN_LENGTH}-${SEARCH_MAX_LENGTH} characters`),
  sport_type: SportKindSchema.optional(),
  match_status: queryStatusList.optional().describe('Only matches in these statuses'),
  only_events_name: queryBool
    .optional()
    .describe(
      'true: match only event names (competitors, outright names); sports and tournaments stay empty',
    ),
});
/** Parsed {@link SearchQuerySchema}. */
export type SearchQuery = z.output<typeof SearchQuerySchema>;

/**
 * GET /search answer, grouped: sports and tournaments whose name matches, and matches whose event name,
 * tournament or sport name matches (up to {@link SEARCH_MATCH_LIMIT}, soonest first).
 */
export const SearchResponseSchema = z
  .object({
    sports: z.array(SportSchema),
    tournaments: z.array(TournamentSchema),
    matches: z.array(MatchSchema),
  })
  .meta({ id: 'SearchResults', description: 'Search results grouped by kind' });
/** See {@link SearchResponseSchema}. */
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
