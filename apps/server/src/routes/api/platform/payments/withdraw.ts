// POST /payments/withdraw - sandbox withdrawal: debited at once; 422 insufficient_funds beyond the balance
import { PaymentBodySchema, PaymentResultSchema } from '@sportsbook/contract';
import { money } from '@sportsbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../../../plugins/auth.js';
import { publishBalance, transfer } from '../../../../wallet/index.js';
import { errors } from '../shared.js';
import { paymentReference } from './payment-reference.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/withdraw',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Withdraw (sandbox: instant); 422 insufficient_funds when the balance is too low',
        description: 'An Idempotency-Key header makes a retried withdrawal answer the first one.',
        body: PaymentBodySchema,
        response: { 200: PaymentResultSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id } = playerOf(request);
      const { currency, amount } = request.body;
      const result = await app.db.transaction((tx) =>
        transfer(tx, {
          userId: id,
          currency,
          amount,
          direction: 'debit',
          kind: 'withdrawal',
          reference: paymentReference(request, id),
        }),
      );
      await publishBalance(app, id, currency, result.balance);
      const status = 'success' as const;
      return { id: result.entryId, status, currency, amount: money(amount), balance: money(result.balance) };
    },
  );
};

export default route;
