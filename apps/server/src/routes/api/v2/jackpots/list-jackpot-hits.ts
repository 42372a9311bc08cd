// GET /jackpot-hits - recent hits, newest first (the winner as a hash)
import { ErrorBodySchema, JackpotHitListSchema, JackpotHitsQuerySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfTag } from '../../../../lib/locale.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jackpot-hits',
    {
      schema: {
        tags: ['jackpots'],
        summary:
          'Recent hits, newest first; for_user and unseen: the signed-in player’s own (401 for a visitor)',
        querystring: JackpotHitsQuerySchema,
        response: { 200: JackpotHitListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const q = request.query;
      const query = {
        jackpotId: q.jackpot_id,
        limit: q.limit,
        status: q.status,
        forUser: q.for_user,
        unseen: q.unseen,
      };
      const locale = (q.locale && localeOfTag(q.locale)) || request.locale;
      return { data: await app.jackpots.hits(query, request.player?.id ?? null, locale) };
    },
  );
};

export default route;
