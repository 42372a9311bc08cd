/**
 * `balance_changed`, published on the player's private channel `$user:{id}` after every committed ledger
 * movement of theirs (deposit, stake, win, cashout...): the new balance of one account, so the header updates
 * without a refetch.
 */
import { z } from 'zod';
import { MoneySchema } from '../common/units';

/** `balance_changed` data: the account's currency, its balance after the movement, its minor units per unit. */
export const BalanceChangedDataSchema = z
  .object({
    currency: z.string(),
    balance: MoneySchema,
    subunits: z.number().int().describe('Minor units per major unit of the currency'),
  })
  .meta({ id: 'BalanceChangedData', description: "A player's balance in one currency changed" });
/** See {@link BalanceChangedDataSchema}. */
export type BalanceChangedData = z.infer<typeof BalanceChangedDataSchema>;

/** A `balance_changed` publication. */
export const BalanceChangedEventSchema = z.object({
  type: z.literal('balance_changed'),
  data: BalanceChangedDataSchema,
});
/** See {@link BalanceChangedEventSchema}. */
export type BalanceChangedEvent = z.infer<typeof BalanceChangedEventSchema>;
