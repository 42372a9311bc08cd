// POST /jackpots - which jackpots each bet of a slip would take part in
import { ErrorBodySchema, FitJackpotsBodySchema, FitJackpotsResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jackpots',
    {
      schema: {
        tags: ['jackpots'],
        summary:
          'For each bet of the slip (same order), the jackpots it would take part in; a bet without a stake is judged as staking enough',
        body: FitJackpotsBodySchema,
        response: { 200: FitJackpotsResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => app.jackpots.fit(request.body.bets, request.player?.currency ?? 'EUR'),
  );
};

export default route;
