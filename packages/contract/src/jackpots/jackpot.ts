/**
 * Jackpots (spec platform "Jackpot", "Jackpot hit"): pools fed by a share of qualifying bets' stakes, won by a
 * seeded draw when a qualifying bet is placed. GET /jackpots, GET /jackpots/{id}, POST /jackpots (which of a
 * slip's bets would take part), GET /jackpot-hits, POST /jackpot-hits/mark-as-seen.
 */
import { z } from 'zod';
import { FitBonusesBodySchema } from '../bonuses/bonus';
import { listOf } from '../common/pagination';
import { queryBool, queryInt, queryText } from '../common/query';
import { DecimalOddsSchema, MoneySchema } from '../common/units';

/** Level states: only an active level takes contributions and draws hits. */
export const JACKPOT_LEVEL_STATES = ['active', 'created', 'disabled', 'finished', 'paused'] as const;

/** One level of a jackpot. */
export const JackpotLevelSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    pool_amount: MoneySchema,
    state: z.enum(JACKPOT_LEVEL_STATES),
    seed_hash: z.string().describe("SHA-256 (hex) of the current round's secret seed, published ahead"),
  })
  .meta({ id: 'JackpotLevel' });

/** A jackpot: its levels' pools (amount is their sum) and what its hits paid so far. */
export const JackpotSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    amount: MoneySchema.describe('The sum of the levels’ pools'),
    pool_amount: MoneySchema,
    hits_amount: MoneySchema.describe('Paid by its hits so far'),
    currency: z.string(),
    currency_subunits: z.number().int().describe('Minor units per major unit (100 for EUR)'),
    min_stake: MoneySchema.describe('The smallest qualifying stake'),
    min_odds: DecimalOddsSchema.describe('The smallest qualifying total odds'),
    levels: z.array(JackpotLevelSchema),
  })
  .meta({ id: 'Jackpot' });
/** See {@link JackpotSchema}. */
export type Jackpot = z.infer<typeof JackpotSchema>;

/** GET /jackpots answer. */
export const JackpotListSchema = listOf(JackpotSchema).meta({ id: 'JackpotList' });
/** GET /jackpots/{id} params. */
export const JackpotIdParamsSchema = z.object({ id: queryText(100).min(1) });
/** GET /jackpots query. */
export const JackpotsQuerySchema = z.object({ locale: queryText(10).optional() });

/** Hit statuses: approved once booked, paid once credited. */
export const JACKPOT_HIT_STATUSES = ['approved', 'paid'] as const;

/** A hit, the winner shown only as a hash. */
export const JackpotHitSchema = z
  .object({
    id: z.string(),
    jackpot_id: z.string(),
    jackpot_name: z.string(),
    jackpot_level_code: z.string(),
    jackpot_level_name: z.string(),
    amount: MoneySchema,
    amount_eur: MoneySchema.describe('The amount in euro cents'),
    currency: z.string(),
    status: z.enum(JACKPOT_HIT_STATUSES),
    user_hash: z.string().describe("A stable hash of the winner, not the player's identity"),
    seen: z.boolean().describe('False only for the asking winner who has not seen it yet'),
    seed: z.string().describe('The round’s seed, revealed: its SHA-256 was the level’s seed_hash'),
    created_at: z.string(),
  })
  .meta({ id: 'JackpotHit' });
/** See {@link JackpotHitSchema}. */
export type JackpotHit = z.infer<typeof JackpotHitSchema>;

/** GET /jackpot-hits query. */
export const JackpotHitsQuerySchema = z.object({
  locale: queryText(10).optional(),
  jackpot_id: queryText(100).optional(),
  limit: queryInt(1, 100).default(10),
  status: z.enum(JACKPOT_HIT_STATUSES).optional(),
  for_user: queryBool.optional().describe("Only the signed-in player's hits"),
  unseen: queryBool.optional().describe('Only hits the signed-in player has not seen (implies for_user)'),
});
/** GET /jackpot-hits answer, newest first. */
export const JackpotHitListSchema = listOf(JackpotHitSchema).meta({ id: 'JackpotHitList' });

/** POST /jackpot-hits/mark-as-seen body. */
export const MarkJackpotHitsSeenBodySchema = z.object({
  ids: z
    .array(z.uuid({ error: 'a hit id' }))
    .min(1)
    .max(100),
});

/** POST /jackpots body: a slip's bets, as POST /bonuses takes them (stakes optional). */
export const FitJackpotsBodySchema = FitBonusesBodySchema;
/** POST /jackpots answer: per bet (same order), the jackpots it would take part in. */
export const FitJackpotsResponseSchema = z
  .object({ data: z.array(z.object({ jackpots: z.array(z.string()) })) })
  .meta({ id: 'FitJackpots' });
/** See {@link FitJackpotsResponseSchema}. */
export type FitJackpotsResponse = z.infer<typeof FitJackpotsResponseSchema>;
