/**
 * A placed bet as my bets lists it (the domain's `Bet`, spec core-betting §3), GET /api/v3/bets with its filters
 * and GET /api/v3/bets/stats.
 */
import {
  BET_LIST_FILTERS,
  BET_RESULT_FILTERS,
  BET_RESULTS,
  BET_STATES,
  BET_TYPES,
  BONUS_TYPES,
  PAGE_SIZE,
} from '@sportsbook/domain';
import { z } from 'zod';
import { EventStatusSchema } from '../catalogue/enums';
import { LocaleSchema } from '../common/locale';
import { paginated } from '../common/pagination';
import { queryDateTime, queryInt, queryList } from '../common/query';
import { BonusOddsSchema, DecimalOddsSchema, MoneySchema } from '../common/units';

/** A selection of a placed bet, named in the request locale as it was at placement. */
export const BetSelectionSchema = z.object({
  id: z.string().describe('match/market/specifier/outcome'),
  status: z.enum(BET_RESULTS).describe('no_results until the selection is settled'),
  market: z.object({ id: z.number().int(), name: z.string() }),
  outcome: z.object({ id: z.string(), name: z.string() }),
  odds: DecimalOddsSchema,
  specifier: z.string(),
  match: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    status: EventStatusSchema,
    start_time: z.iso.datetime(),
  }),
});

/** A placed bet. `to_cashout` is the current cashout offer, null when there is none. */
export const BetSchema = z
  .object({
    id: z.string(),
    type: z.enum(BET_TYPES),
    ref: z.string().describe('Short reference shown to the player'),
    status: z.enum(BET_STATES),
    stake: z.object({ value: MoneySchema, currency: z.string(), subunits: z.number().int().positive() }),
    win_amount: MoneySchema.nullable().describe('What the bet paid (cashout included); null while open'),
    odds: DecimalOddsSchema,
    selections: z.array(BetSelectionSchema),
    created_at: z.iso.datetime(),
    result: z.enum(BET_RESULTS),
    to_cashout: MoneySchema.nullable(),
    bonus: z.object({ id: z.string(), type: z.enum(BONUS_TYPES), odds: BonusOddsSchema }).nullable(),
    system: z
      .object({ id: z.string(), win_count: z.number().int(), total_count: z.number().int() })
      .nullable(),
    used_in_jackpot: z.boolean(),
    is_vip: z.boolean(),
  })
  .meta({ id: 'Bet', description: 'A placed bet as my bets lists it' });
/** See {@link BetSchema}. */
export type BetResponse = z.infer<typeof BetSchema>;

/**
 * GET /bets query. `status` lists the states wanted (the client sends every state but the excluded set); or
 * `filter` (all, open, settled) and `result` (all, win, lose, refund) narrow the same way the slip's my-bets tab
 * does. Newest first.
 */
export const BetsQuerySchema = z.object({
  status: queryList(z.enum(BET_STATES), BET_STATES.length).optional(),
  filter: z.enum(BET_LIST_FILTERS).optional(),
  result: z.enum(BET_RESULT_FILTERS).optional(),
  page: queryInt(1).default(1),
  limit: queryInt(1, PAGE_SIZE).default(PAGE_SIZE),
  locale: LocaleSchema.optional().describe('Names in this locale; Accept-Language otherwise'),
});
/** Parsed {@link BetsQuerySchema}. */
export type BetsQuery = z.output<typeof BetsQuerySchema>;

/** GET /bets answer. */
export const BetsResponseSchema = paginated(BetSchema);
/** See {@link BetsResponseSchema}. */
export type BetsResponse = z.infer<typeof BetsResponseSchema>;

/** GET /bets/stats query: a period, by default the last 30 days. */
export const BetStatsQuerySchema = z.object({
  from: queryDateTime.optional(),
  to: queryDateTime.optional(),
});

/** GET /bets/stats answer: stakes placed and money returned in the period, in the player's currency. */
export const BetStatsSchema = z
  .object({
    bets_sum: MoneySchema,
    wins_sum: MoneySchema,
    period: z.object({ from: z.iso.datetime(), to: z.iso.datetime() }),
  })
  .meta({ id: 'BetStats', description: 'Stakes and returns of a period' });
/** See {@link BetStatsSchema}. */
export type BetStatsResponse = z.infer<typeof BetStatsSchema>;
