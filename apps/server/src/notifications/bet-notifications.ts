/** The notifications of a bet's end: settled (won, lost, refunded) or cashed out. */
import type { bets } from '../db/schema/index.js';
import type { NotificationInput } from './write-notification.js';

type BetRow = Pick<typeof bets.$inferSelect, 'id' | 'userId' | 'ref' | 'currency'>;

/** A settled bet: lost when it paid nothing, refunded when every leg was void, won otherwise. */
export function settledNotification(bet: BetRow, result: string, payout: bigint): NotificationInput {
  const type = payout === 0n ? 'bet_lost' : result === 'refund_entire' ? 'bet_refunded' : 'bet_won';
  return {
    userId: bet.userId,
    type,
    objectType: 'bet',
    objectId: bet.id,
    params: { code: bet.ref, ...(payout > 0n && { amount: Number(payout), currency: bet.currency }) },
  };
}

/** A cashed-out bet and what it paid. */
export function cashedOutNotification(bet: BetRow, amount: number): NotificationInput {
  return {
    userId: bet.userId,
    type: 'bet_cashed_out',
    objectType: 'bet',
    objectId: bet.id,
    params: { code: bet.ref, amount, currency: bet.currency },
  };
}
