// GET /user_limits/allowance - what the deposit, loss, wager and bet limits in force still allow in a currency
import { AllowanceQuerySchema, AllowancesResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowancesOf } from '../../../../players/limits/enforce.js';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user_limits/allowance',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'The money limits in force in a currency: used, left, and when more becomes available',
        description:
          'What the slip shows beside the stake and the deposit form under the amount. A deposit or stake above ' +
          '`left` is refused with 422 limit_exceeded (bets: place error 113).',
        querystring: AllowanceQuerySchema,
        response: { 200: AllowancesResponseSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { currency } = request.query;
      return { currency, data: await allowancesOf(app.db, playerOf(request).id, currency) };
    },
  );
};

export default route;
