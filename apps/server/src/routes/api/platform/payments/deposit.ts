// POST /payments/deposit - sandbox deposit: credited at once through the ledger, within the deposit limit
import { PaymentBodySchema, PaymentResultSchema } from '@sportsbook/contract';
import { money } from '@sportsbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertDepositAllowed } from '../../../../players/limits/enforce.js';
import { playerOf } from '../../../../plugins/auth.js';
import { lockAccount, publishBalance, transfer } from '../../../../wallet/index.js';
import { errors } from '../shared.js';
import { paymentReference } from './payment-reference.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/deposit',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Deposit (sandbox: no provider, instant); 422 limit_exceeded past the deposit limit',
        description:
          'An Idempotency-Key header makes a retried deposit answer the first one instead of paying twice.',
        body: PaymentBodySchema,
        response: { 200: PaymentResultSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id } = playerOf(request);
      const { currency, amount } = request.body;
      const result = await app.db.transaction(async (tx) => {
        // Locked first, so two deposits cannot both fit under the limit that only one fits under.
        await lockAccount(tx, id, currency);
        await assertDepositAllowed(tx, { userId: id, currency, amount });
        return transfer(tx, {
          userId: id,
          currency,
          amount,
          direction: 'credit',
          kind: 'deposit',
          reference: paymentReference(request, id),
        });
      });
      await publishBalance(app, id, currency, result.balance);
      const status = 'success' as const;
      return { id: result.entryId, status, currency, amount: money(amount), balance: money(result.balance) };
    },
  );
};

export default route;
