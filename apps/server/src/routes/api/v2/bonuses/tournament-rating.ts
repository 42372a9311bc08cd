// GET /bonuses/tournaments/:id/rating - a page of a tournament's leaderboard and the player's own row
import {
  BonusIdParamsSchema,
  ErrorBodySchema,
  LeaderboardQuerySchema,
  LeaderboardSchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonuses/tournaments/:id/rating',
    {
      schema: {
        tags: ['bonuses'],
        summary: 'The leaderboard: most farmed first; other players only by a masked e-mail',
        description: '404 not_found: no such tournament.',
        params: BonusIdParamsSchema,
        querystring: LeaderboardQuerySchema,
        response: { 200: LeaderboardSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { page, limit } = request.query;
      return app.programmes.rating(request.player?.id ?? null, request.params.id, page, limit);
    },
  );
};

export default route;
