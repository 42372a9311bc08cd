// GET /bonuses - the player's bonuses and the campaigns open to them (a visitor: the campaigns)
import { BonusesQuerySchema, BonusListSchema, ErrorBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonuses',
    {
      schema: {
        tags: ['bonuses'],
        summary: 'Bonuses: held ones first (newest first), then campaigns not held yet',
        querystring: BonusesQuerySchema,
        response: { 200: BonusListSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await app.bonuses.list(request.player?.id ?? null, request.locale, request.query) };
    },
  );
};

export default route;
