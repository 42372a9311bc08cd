/** Markets and outcomes of a match, and the GET /matches/:id/markets call. */
import { PAGE_SIZE } from '@sportsbook/domain';
import { z } from 'zod';
import { paginated } from '../common/pagination';
import { queryInt, queryList, queryText } from '../common/query';
import { DecimalOddsSchema } from '../common/units';
import { MarketStatusSchema, ProviderSchema } from './enums';

/** An outcome (selection) of a market. Identity: (match, market id, specifier, outcome id). */
export const OutcomeSchema = z
  .object({
    id: z.string().describe('Outcome id, unique within its market'),
    name: z.string().describe('Name in the request locale'),
    active: z.boolean().describe('False when this outcome cannot be bet on right now'),
    odds: DecimalOddsSchema,
  })
  .meta({ id: 'Outcome', description: 'An outcome (selection) of a market' });
/** See {@link OutcomeSchema}. */
export type Outcome = z.infer<typeof OutcomeSchema>;

/**
 * A market of a match: one market type (`id`) at one line (`specifier`). `version` grows by one on every change,
 * so a client can drop a realtime update older than what it fetched.
 */
export const MarketSchema = z
  .object({
    match_urn_id: z.string(),
    id: z.number().int().describe('Market type id, e.g. 1 for 1x2'),
    name: z.string().describe('Name in the request locale'),
    status: MarketStatusSchema,
    specifier: z.string().describe('Market line, e.g. total=2.5; empty for markets without one'),
    outcomes: z.array(OutcomeSchema),
    market_groups: z.array(z.string()).describe('Group keys for market tabs, e.g. main, totals'),
    priority: z.number().int().describe('Lower is shown first'),
    most_balanced: z.boolean().describe('True for the line closest to even odds among its market type'),
    next_bet_stop: z.number().int().nullable().describe('Epoch ms of the next planned suspension, if known'),
    custom_bet_groups: z.array(z.string()).describe('Bet-builder groups; empty when it cannot be combined'),
    provider: ProviderSchema,
    version: z.number().int().min(1).describe('Grows by one on each change of this market'),
  })
  .meta({ id: 'Market', description: 'A market of a match at one line (specifier)' });
/** See {@link MarketSchema}. */
export type Market = z.infer<typeof MarketSchema>;

/** GET /matches/:id/markets query. */
export const MarketsQuerySchema = z.object({
  page: queryInt(1).default(1).describe('1-based page'),
  limit: queryInt(1, PAGE_SIZE).default(PAGE_SIZE).describe(`Markets per page, 1-${PAGE_SIZE}`),
  group_key: queryList(queryText(50), 50).optional().describe('Only markets in one of these groups'),
  market_id: queryList(queryInt(1), 200).optional().describe('Only these market type ids'),
});
/** Parsed {@link MarketsQuerySchema}. */
export type MarketsQuery = z.output<typeof MarketsQuerySchema>;

/** GET /matches/:id/markets answer: markets not "not allowed" (status 0), by priority then id and line. */
export const MarketsResponseSchema = paginated(MarketSchema);
/** See {@link MarketsResponseSchema}. */
export type MarketsResponse = z.infer<typeof MarketsResponseSchema>;
