// POST /dev/feed/matches/:id/end - call a live match over at its current score (development and e2e only)
import { IdParamSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { controlFeed } from './feed-command.js';

/**
 * Lets a developer or an e2e test finish a live match now instead of waiting for full time: the simulator ends
 * it at the next tick like an abandoned match, and everything downstream is the real path (finished status,
 * market results, settlement, wallet, realtime). Never registered in production.
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/feed/matches/:id/end',
    {
      schema: {
        tags: ['dev'],
        summary: 'End a live match at its current score (not in production)',
        params: IdParamSchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await controlFeed(app, { end: id });
      return reply.code(202).send({ ok: true });
    },
  );
};

export default route;
