/**
 * POST /bets/cashout: the player takes a bet's offer. One transaction with the bet row locked, so a settlement
 * or a second cashout of the same bet waits and then finds it no longer open: exactly one of them moves money.
 * The offer is priced again inside the transaction; the amount asked must not be above it (bar a small
 * tolerance for an offer one odds tick old), and is what is paid.
 */
import type { CashoutErrorBody } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { betSelections, bets } from '../../db/schema/index.js';
import { notFound } from '../../lib/api-error.js';
import { cashedOutNotification } from '../../notifications/bet-notifications.js';
import { writeNotification } from '../../notifications/write-notification.js';
import { type Tx, transfer } from '../../wallet/index.js';
import { loadCatalogueView } from '../current-selections.js';
import type { Pricing } from '../pricing.js';
import { isAcceptableCashout } from './cashout-offer.js';
import { offerForBet } from './offer-for-bet.js';

/** A refused cashout: answered 422 with `body`. */
export class CashoutRefused extends Error {
  readonly body: CashoutErrorBody;
  constructor(body: CashoutErrorBody) {
    super(body.message);
    this.name = 'CashoutRefused';
    this.body = body;
  }
}

/** The cashed-out bet's owner, currency and balance after the credit. */
export interface CashedOut {
  betId: string;
  userId: string;
  currency: string;
  balance: number;
}

/**
 * Cashes out `betId` of `userId` for `requested` minor units; `answer` makes the call's answer inside the same
 * transaction (so an idempotent retry's stored answer commits with the payment).
 */
export async function cashOut<R>(
  db: Db,
  pricing: Pricing,
  request: { userId: string; betId: string; requested: number },
  answer: (tx: Tx, done: CashedOut) => Promise<R>,
): Promise<{ done: CashedOut; answer: R }> {
  return db.transaction(async (tx) => {
    const [bet] = await tx
      .select()
      .from(bets)
      .where(and(eq(bets.id, request.betId), eq(bets.userId, request.userId)))
      .for('update');
    if (!bet) throw notFound('bet', request.betId);
    const selections = await tx.select().from(betSelections).where(eq(betSelections.betId, bet.id));
    const view = await loadCatalogueView(tx, selections, pricing.operatorProviders);
    const offer = offerForBet(bet, selections, view, pricing);
    if (offer === null)
      throw new CashoutRefused({
        code: 'cashout_unavailable',
        message: 'this bet cannot be cashed out now',
        to_cashout: null,
      });
    if (!isAcceptableCashout(request.requested, offer))
      throw new CashoutRefused({
        code: 'cashout_amount_changed',
        message: `the offer is ${offer} now`,
        to_cashout: offer,
      });
    const now = new Date();
    await tx
      .update(bets)
      .set({
        status: 'cashed_out',
        result: 'cashed_out',
        cashoutAmount: request.requested,
        winAmount: request.requested,
        settledAt: now,
        updatedAt: now,
      })
      .where(eq(bets.id, bet.id));
    const moved = await transfer(tx, {
      userId: bet.userId,
      currency: bet.currency,
      amount: request.requested,
      direction: 'credit',
      kind: 'bet_cashout',
      betId: bet.id,
      reference: `cashout:${bet.id}`,
    });
    await writeNotification(tx, cashedOutNotification(bet, request.requested));
    const done = { betId: bet.id, userId: bet.userId, currency: bet.currency, balance: moved.balance };
    return { done, answer: await answer(tx, done) };
  });
}
