/**
 * What the sandbox deposit and withdrawal share: the ledger movement in one transaction with its answer, once per
 * Idempotency-Key (src/idempotency), the balance announced after commit.
 */
import type { PaymentBody } from '@sportsbook/contract';
import { money } from '@sportsbook/domain';
import type { FastifyInstance } from 'fastify';
import { type StoredAnswer, storeAnswer } from '../../../../idempotency/index.js';
import { publishBalance, type Tx } from '../../../../wallet/index.js';

/**
 * A movement booked in `tx`, with `reference` (`payment:{attempt}` under an Idempotency-Key: which attempt booked
 * it; once per key is the claim's work, since the answer is stored on the claim in the same transaction).
 */
export type Movement = (
  tx: Tx,
  reference: string | undefined,
) => Promise<{ entryId: number; balance: number; announce?: () => Promise<void> }>;

/** Books `move` for `userId`; answers 200 with the payment result or the refusal (422 insufficient_funds...). */
export async function pay(
  app: FastifyInstance,
  call: { userId: string; scope: string; key: string | undefined; body: PaymentBody },
  move: Movement,
): Promise<StoredAnswer> {
  const { userId, key, body } = call;
  const outcome = await app.idempotency.runOptional(
    { userId, scope: call.scope, key },
    body,
    async (claim) => {
      const { answer, balance, announce } = await app.db.transaction(async (tx) => {
        // Not the key itself: a key used again after it expired is a new payment, which the ledger's unique
        // (kind, reference) would otherwise turn into a replay of the first movement.
        const moved = await move(tx, claim && `payment:${claim.owner}`);
        const result = {
          id: moved.entryId,
          status: 'success' as const,
          currency: body.currency,
          amount: money(body.amount),
          balance: money(moved.balance),
        };
        const answer = { status: 200, body: result };
        if (claim) await storeAnswer(tx, claim, answer);
        return { answer, balance: moved.balance, announce: moved.announce };
      });
      await publishBalance(app, userId, body.currency, balance);
      await announce?.();
      return { answer, value: answer.body };
    },
  );
  return outcome.answer;
}
