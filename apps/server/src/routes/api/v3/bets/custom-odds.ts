// POST /bets/custom/odds - price custom-bet legs of one match together
import { CustomOddsRequestSchema, CustomOddsResponseSchema, ErrorBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets/custom/odds',
    {
      schema: {
        tags: ['bets'],
        summary: 'The bet-builder price: the chance all legs win on one score distribution, with a margin',
        description:
          '422 incompatible_selections for legs that cannot go together (two outcomes of one market, legs ' +
          'that cannot all win, closed markets); 422 custom_bet_unavailable when the match has no model.',
        body: CustomOddsRequestSchema,
        response: {
          200: CustomOddsResponseSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => ({ odds: await app.bets.customOdds(request.body) }),
  );
};

export default route;
