// POST /bets/max-stake - the largest stake the book takes on each bet now
import { ErrorBodySchema, MaxStakeResponseSchema, PlaceBetsRequestSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets/max-stake',
    {
      schema: {
        tags: ['bets'],
        summary:
          'Max and min total stake per bet: the stake limit, or less where the maximum win caps it (0 if ' +
          'unplaceable), and the minimum stake per line times the lines',
        body: PlaceBetsRequestSchema,
        response: { 200: MaxStakeResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => {
      const stakes = await app.bets.maxStakes(request.body);
      return { data: stakes.map(({ max, min }) => ({ max_stake: max, min_stake: min })) };
    },
  );
};

export default route;
