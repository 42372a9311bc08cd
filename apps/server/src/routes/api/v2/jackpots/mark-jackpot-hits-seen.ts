// POST /jackpot-hits/mark-as-seen - the winner saw their hits
import { ErrorBodySchema, MarkJackpotHitsSeenBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jackpot-hits/mark-as-seen',
    {
      schema: {
        tags: ['jackpots'],
        summary: 'Marks the player’s hits seen; 404 (nothing marked) when one is not theirs',
        body: MarkJackpotHitsSeenBodySchema,
        response: {
          200: z.object({ updated: z.number().int() }),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => ({ updated: await app.jackpots.markSeen(signedIn(request).id, request.body.ids) }),
  );
};

export default route;
