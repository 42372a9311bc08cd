// GET /payments/withdrawals - the player's payout requests, newest first
import { PayoutRequestsSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/withdrawals',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'The player’s payout requests (the last 50)',
        response: { 200: PayoutRequestsSchema, ...errors(401) },
      },
    },
    async (request) => ({ data: await app.payments.payoutsOf(playerOf(request).id) }),
  );
};

export default route;
