/**
 * The bet builder (custom bet): GET /api/v3/bets/custom/markets/:matchId lists the markets that can be combined,
 * POST /api/v3/bets/custom/odds quotes several selections of one match priced together.
 */
import { z } from 'zod';
import { MarketSchema } from '../catalogue/market';
import { listOf } from '../common/pagination';
import { IdSchema } from '../common/query';
import { DecimalOddsSchema } from '../common/units';
import { PlaceSelectionSchema } from './place-bets';

/** Most legs in one custom bet: beyond that the joint probability is too small to quote sensibly. */
export const MAX_CUSTOM_BET_LEGS = 10;

/** GET /bets/custom/markets/:matchId answer: open markets with bet-builder groups, refundable lines left out. */
export const CustomBetMarketsResponseSchema = listOf(MarketSchema);
/** See {@link CustomBetMarketsResponseSchema}. */
export type CustomBetMarketsResponse = z.infer<typeof CustomBetMarketsResponseSchema>;

/** A leg of a custom bet; the slip may send its selections with odds and match id, which are ignored here. */
export const CustomBetLegSchema = PlaceSelectionSchema.pick({
  market_id: true,
  specifier: true,
  outcome_id: true,
});

/** POST /bets/custom/odds body. */
export const CustomOddsRequestSchema = z
  .object({
    match_id: IdSchema,
    selections: z.array(CustomBetLegSchema).min(2).max(MAX_CUSTOM_BET_LEGS),
  })
  .meta({ id: 'CustomOddsRequest', description: 'Selections of one match to price together' });
/** See {@link CustomOddsRequestSchema}. */
export type CustomOddsRequest = z.infer<typeof CustomOddsRequestSchema>;

/** POST /bets/custom/odds answer: the price of all legs together, to send back as `custom_odds`. */
export const CustomOddsResponseSchema = z.object({ odds: DecimalOddsSchema });
/** See {@link CustomOddsResponseSchema}. */
export type CustomOddsResponse = z.infer<typeof CustomOddsResponseSchema>;
