// POST /bonuses/mark-as-seen - marks the player's bonuses as seen
import { ErrorBodySchema, MarkBonusesSeenBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bonuses/mark-as-seen',
    {
      schema: {
        tags: ['bonuses'],
        summary: 'Marks the named bonuses seen (the client sends only unseen ones); answers how many changed',
        body: MarkBonusesSeenBodySchema,
        response: {
          200: z.object({ updated: z.number().int() }),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
        },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => ({ updated: await app.bonuses.markSeen(signedIn(request).id, request.body) }),
  );
};

export default route;
