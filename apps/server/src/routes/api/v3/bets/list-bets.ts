// GET /bets - the player's bets, newest first (my bets)
import { BetsQuerySchema, BetsResponseSchema, ErrorBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bets',
    {
      schema: {
        tags: ['bets'],
        summary: "The player's bets with their cashout offers, by status list or by list and result filter",
        querystring: BetsQuerySchema,
        response: { 200: BetsResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
      preHandler: app.requirePlayer,
    },
    async (request) =>
      app.bets.list(signedIn(request), request.query, request.query.locale ?? request.locale),
  );
};

export default route;
