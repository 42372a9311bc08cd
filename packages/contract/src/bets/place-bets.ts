/**
 * POST /api/v3/bets and POST /api/v3/bets/max-stake (spec core-betting §3 "Place-bet payload", §7): the body the
 * slip's `buildPlaceRequest` sends, the placed bets answered, and the `Idempotency-Key` header.
 */
import { BET_STATES, BET_TYPES, BONUS_TYPES, MAX_SELECTIONS } from '@sportsbook/domain';
import { z } from 'zod';
import { IdSchema, withoutControlCharacters } from '../common/query';
import { BonusOddsSchema, DecimalOddsSchema, MoneySchema } from '../common/units';

/** The most bets one request may place: a slip of singles holds at most one bet per selection. */
export const MAX_BETS_PER_REQUEST = MAX_SELECTIONS;

const text = (max: number) => z.string().max(max).refine(withoutControlCharacters, 'control characters');

/** A selection as POST /bets takes it; `odds` is the price the bettor accepted. */
export const PlaceSelectionSchema = z.object({
  match_id: IdSchema,
  market_id: IdSchema,
  specifier: text(100),
  outcome_id: text(50).min(1),
  odds: DecimalOddsSchema,
});

/**
 * The bonus of a bet as sent: id and type, odds for comboboost (its range's) and lootbox (the fixed
 * LOOTBOX_BONUS_ODDS, 1: the only odds of 1 a bet may send).
 */
export const PayloadBonusSchema = z.object({
  id: text(100).min(1),
  type: z.enum(BONUS_TYPES),
  odds: BonusOddsSchema,
});

/** One bet: its total stake (per line x lines for a system), selections, system id or custom odds. */
export const PlaceBetPayloadSchema = z.object({
  bonus: PayloadBonusSchema.nullable(),
  stake: z.object({
    value: MoneySchema.refine((v) => v > 0, 'the stake must be above 0'),
    currency: z.string().regex(/^[A-Z0-9]{2,10}$/, 'expected a currency code'),
  }),
  selections: z.array(PlaceSelectionSchema).min(1).max(MAX_SELECTIONS),
  system_id: z
    .string()
    .regex(/^[1-9]\d?\/[1-9]\d?$/, 'expected "win/total", e.g. 2/3')
    .optional(),
  custom_odds: DecimalOddsSchema.optional(),
});

/** POST /bets body. `meta.type` is the first bet's type; each bet's own type follows from its fields. */
export const PlaceBetsRequestSchema = z
  .object({
    meta: z.object({
      device_id: text(200),
      quick: z.boolean(),
      type: z.enum(BET_TYPES),
    }),
    bets: z.array(PlaceBetPayloadSchema).min(1).max(MAX_BETS_PER_REQUEST),
  })
  .meta({ id: 'PlaceBetsRequest', description: 'Bets to place, as the slip builds them' });

const IdempotencyKeySchema = z
  .string()
  .regex(/^[\w.:-]{8,100}$/, 'expected 8-100 letters, digits, dots, colons, dashes or underscores')
  .describe("Unique per attempt (a UUID); a retry reuses it and gets the first attempt's answer");

/** The Idempotency-Key header every POST /bets carries: a retry with the same key answers the first result. */
export const IdempotencyHeadersSchema = z.object({ 'idempotency-key': IdempotencyKeySchema });

/** The Idempotency-Key header of the other money-moving POSTs (payments, cashout): optional there. */
export const OptionalIdempotencyHeadersSchema = z.object({
  'idempotency-key': IdempotencyKeySchema.optional(),
});

/** A placed bet: its id, state (submitted while a live bet waits out its delay) and the accepted prices. */
export const PlacedBetSchema = z
  .object({
    betId: z.string(),
    ref: z.string().describe('The short reference my bets shows (GET /bets `ref`)'),
    status: z.enum(BET_STATES),
    isVip: z.boolean(),
    selections: z.array(z.object({ id: z.string(), odds: DecimalOddsSchema })),
  })
  .meta({ id: 'PlacedBet', description: 'A bet as the server accepted it' });
/** See {@link PlacedBetSchema}. */
export type PlacedBetResponse = z.infer<typeof PlacedBetSchema>;

/** POST /bets answer: one placed bet per sent bet, in order. */
export const PlaceBetsResponseSchema = z.array(PlacedBetSchema);

/**
 * POST /bets/max-stake answer: per sent bet (in order), the largest and the least total stake the book takes
 * (a system's stake per line x its lines). A max of 0: the bet cannot be placed as it is.
 */
export const MaxStakeResponseSchema = z.object({
  data: z.array(z.object({ max_stake: MoneySchema, min_stake: MoneySchema })),
});
/** See {@link MaxStakeResponseSchema}. */
export type MaxStakeResponse = z.infer<typeof MaxStakeResponseSchema>;
