// GET /bonuses/freebets/amb - the bet-count progress programmes with the player's counts
import { AmbListSchema, ErrorBodySchema, ProgrammeListQuerySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programmePage } from '../../../../programmes/service.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonuses/freebets/amb',
    {
      schema: {
        tags: ['bonuses'],
        summary:
          'Bet-count progress (amb): counted bets, open bets that will count, ranges and what they issue',
        querystring: ProgrammeListQuerySchema,
        response: { 200: AmbListSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return programmePage(
        await app.programmes.ambs(request.player?.id ?? null, request.query.locale ?? request.locale),
        request.query,
      );
    },
  );
};

export default route;
