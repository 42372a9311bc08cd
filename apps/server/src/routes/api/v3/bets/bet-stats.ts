// GET /bets/stats - stakes and returns of a period
import { BetStatsQuerySchema, BetStatsSchema, ErrorBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bets/stats',
    {
      schema: {
        tags: ['bets'],
        summary:
          "Sum of stakes and of returns of the player's bets placed in a period (last 30 days by default)",
        querystring: BetStatsQuerySchema,
        response: { 200: BetStatsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => app.bets.stats(signedIn(request), request.query),
  );
};

export default route;
