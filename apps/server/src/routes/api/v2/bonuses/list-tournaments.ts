// GET /bonuses/tournaments - the hunting tournaments with their pools and the player's place
import { ErrorBodySchema, HuntingTournamentListSchema, ProgrammeListQuerySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programmePage } from '../../../../programmes/service.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonuses/tournaments',
    {
      schema: {
        tags: ['bonuses'],
        summary: "The hunting tournaments: pool, participants, the player's farmed amount and place",
        querystring: ProgrammeListQuerySchema,
        response: { 200: HuntingTournamentListSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return programmePage(
        await app.programmes.tournaments(request.player?.id ?? null, request.query.locale ?? request.locale),
        request.query,
      );
    },
  );
};

export default route;
