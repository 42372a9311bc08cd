// POST /payments/withdrawals - ask for a payout: debited now (initial), then approved / declined / paid by the provider
import { PaymentBodySchema, PayoutRequestSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/withdrawals',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Request a payout; 422 insufficient_funds beyond the balance',
        description:
          'The amount leaves the balance at once and the request is `initial`; the provider approves and pays ' +
          'it, or declines it, which puts the amount back.',
        body: PaymentBodySchema,
        response: { 201: PayoutRequestSchema, ...errors(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      const payout = await app.payments.requestPayout(playerOf(request).id, request.body);
      return reply.code(201).send(payout);
    },
  );
};

export default route;
