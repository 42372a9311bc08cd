// POST /bonuses - which of the player's bonuses fit each bet of a slip
import { ErrorBodySchema, FitBonusesBodySchema, FitBonusesResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bonuses',
    {
      schema: {
        tags: ['bonuses'],
        summary:
          "For each bet of the slip (same order), the player's usable bonuses that fit it, and why others do not",
        body: FitBonusesBodySchema,
        response: { 200: FitBonusesResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => app.bonuses.fit(signedIn(request).id, request.locale, request.body.bets),
  );
};

export default route;
