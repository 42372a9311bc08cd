// POST /payments/withdraw - instant test withdrawal (not in production); 422 insufficient_funds beyond the balance
import {
  OptionalIdempotencyHeadersSchema,
  PaymentBodySchema,
  PaymentResultSchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAnswer } from '../../../../idempotency/index.js';
import { playerOf } from '../../../../plugins/auth.js';
import { transfer } from '../../../../wallet/index.js';
import { errors } from '../shared.js';
import { pay } from './payment.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/withdraw',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary:
          'Instant test withdrawal (outside production only); 422 insufficient_funds beyond the balance',
        description:
          'An Idempotency-Key header makes a retried withdrawal answer what the first one answered, refusals ' +
          'included (409 idempotency_in_progress while it still runs; 422 idempotency_key_reused for another body).',
        headers: OptionalIdempotencyHeadersSchema,
        body: PaymentBodySchema,
        response: { 200: PaymentResultSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id } = playerOf(request);
      const { currency, amount } = request.body;
      const call = { userId: id, scope: 'POST /api/platform/payments/withdraw', body: request.body };
      const answer = await pay(app, { ...call, key: request.headers['idempotency-key'] }, (tx, reference) =>
        transfer(tx, { userId: id, currency, amount, direction: 'debit', kind: 'withdrawal', reference }),
      );
      return sendAnswer(reply, answer);
    },
  );
};

export default route;
