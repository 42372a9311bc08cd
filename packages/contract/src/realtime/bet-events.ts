/**
 * Realtime events of a player's bets, published on their private channel `$user:{id}` in the hub's `{type, data}`
 * envelope: `bet_changed` carries the whole bet as my bets lists it (placed, accepted or rejected after the live
 * delay, settled, cashed out), `bet_cashout_changed` a new cashout offer (throttled per bet).
 */
import { z } from 'zod';
import { BetSchema } from '../bets/bet';
import { MoneySchema } from '../common/units';

/** The wire names of the bet events. */
export const BET_EVENTS = { betChanged: 'bet_changed', betCashoutChanged: 'bet_cashout_changed' } as const;

/** `bet_changed` data: the bet in the player's locale. */
export const BetChangedEventSchema = z.object({ type: z.literal(BET_EVENTS.betChanged), data: BetSchema });

/** `bet_cashout_changed` data: the bet's new offer, null when cashout is not possible right now. */
export const BetCashoutChangedDataSchema = z
  .object({ bet_id: z.string(), to_cashout: MoneySchema.nullable() })
  .meta({ id: 'BetCashoutChangedData', description: 'A new cashout offer for a bet' });
/** See {@link BetCashoutChangedDataSchema}. */
export type BetCashoutChangedData = z.infer<typeof BetCashoutChangedDataSchema>;

/** A `bet_cashout_changed` publication. */
export const BetCashoutChangedEventSchema = z.object({
  type: z.literal(BET_EVENTS.betCashoutChanged),
  data: BetCashoutChangedDataSchema,
});

/** Any bet publication on `$user:{id}`, told apart by `type`. */
export const BetEventSchema = z.discriminatedUnion('type', [
  BetChangedEventSchema,
  BetCashoutChangedEventSchema,
]);
/** See {@link BetEventSchema}. */
export type BetEvent = z.infer<typeof BetEventSchema>;
