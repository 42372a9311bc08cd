/**
 * Share codes (spec core-betting §2, §5): POST /api/v2/bets/share-code stores a slip's bets under a short code,
 * GET /api/v2/bets/share-code?code= gives them back, stakes converted into the reader's currency.
 */
import { BET_TYPES, MAX_SELECTIONS } from '@sportsbook/domain';
import { z } from 'zod';
import { MoneySchema } from '../common/units';
import { MAX_BETS_PER_REQUEST, PlaceSelectionSchema } from './place-bets';

/** A shared bet: the place payload's selections, stake (per line for a system) and type; no bonus. */
export const SharedBetSchema = z.object({
  type: z.enum(BET_TYPES),
  stake: z.object({
    value: MoneySchema.refine((v) => v >= 0, 'the stake cannot be negative'),
    currency: z.string().regex(/^[A-Z0-9]{2,10}$/, 'expected a currency code'),
  }),
  system_id: z
    .string()
    .regex(/^[1-9]\d?\/[1-9]\d?$/)
    .optional(),
  selections: z.array(PlaceSelectionSchema).min(1).max(MAX_SELECTIONS),
});
/** See {@link SharedBetSchema}. */
export type SharedBet = z.infer<typeof SharedBetSchema>;

/** A share code: 8 characters of base32 (A-Z, 2-7). */
export const ShareCodeSchema = z.string().regex(/^[A-Z2-7]{8}$/, 'expected 8 characters A-Z or 2-7');

/** POST /bets/share-code body. */
export const CreateShareCodeRequestSchema = z.object({
  bets: z.array(SharedBetSchema).min(1).max(MAX_BETS_PER_REQUEST),
});
/** POST /bets/share-code answer. */
export const ShareCodeResponseSchema = z.object({ code: ShareCodeSchema });
/** GET /bets/share-code query. */
export const ShareCodeQuerySchema = z.object({
  code: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(ShareCodeSchema),
});
/**
 * GET /bets/share-code answer: the bets, stakes converted into the signed-in reader's currency (fiat rounds half
 * up, crypto down), or as shared for an anonymous reader.
 */
export const SharedBetsResponseSchema = z.object({ bets: z.array(SharedBetSchema) });
/** See {@link SharedBetsResponseSchema}. */
export type SharedBetsResponse = z.infer<typeof SharedBetsResponseSchema>;
