/** POST /api/v3/bets/cashout: take a bet's cashout offer (the offer is each listed bet's `to_cashout`). */
import { z } from 'zod';
import { MoneySchema } from '../common/units';

/** The bet and the amount the player accepts: at most the current offer (within a small tolerance). */
export const CashoutRequestSchema = z
  .object({
    bet_id: z.uuid(),
    to_cashout: MoneySchema.refine((v) => v > 0, 'the amount must be above 0'),
  })
  .meta({ id: 'CashoutRequest', description: 'Cash out a bet for the offered amount' });
/** See {@link CashoutRequestSchema}. */
export type CashoutRequest = z.infer<typeof CashoutRequestSchema>;

/**
 * The body of a refused cashout (422): `cashout_unavailable` when the bet has no offer now (settled, suspended
 * market, finished match), `cashout_amount_changed` when the amount asked is above the offer; `to_cashout` is the
 * current offer (null when there is none), so the client can show it at once.
 */
export const CashoutErrorBodySchema = z.object({
  code: z.enum(['cashout_unavailable', 'cashout_amount_changed']),
  message: z.string(),
  to_cashout: MoneySchema.nullable(),
});
/** See {@link CashoutErrorBodySchema}. */
export type CashoutErrorBody = z.infer<typeof CashoutErrorBodySchema>;
