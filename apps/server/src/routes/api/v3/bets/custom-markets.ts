// GET /bets/custom/markets/:matchId - the markets a custom bet (bet builder) can combine
import { CustomBetMarketsResponseSchema, ErrorBodySchema, queryInt } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bets/custom/markets/:matchId',
    {
      schema: {
        tags: ['bets'],
        summary: 'Open markets with bet-builder groups, on lines that cannot be refunded',
        params: z.object({ matchId: queryInt(1) }),
        response: { 200: CustomBetMarketsResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await app.bets.customMarkets(request.locale, request.params.matchId) }),
  );
};

export default route;
