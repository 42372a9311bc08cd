// POST /dev/feed/matches/:id/suspend - hold a live match's markets suspended for a while (development and e2e only)
import { IdParamSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { controlFeed } from './feed-command.js';

/** Without a body (or without `seconds`): a minute of match time. */
const DEFAULT_SECONDS = 60;

const SuspendBodySchema = z
  .object({
    seconds: z.number().int().min(1).max(600).optional().describe('Match time the markets stay suspended'),
  })
  .nullish();

/**
 * Lets a developer or an e2e test see a suspended selection when they need one, instead of waiting for a
 * dangerous moment: the simulator suspends every market of the live match as it does before a goal, publishes it
 * at the next tick, and reopens and reprices them after `seconds` of match time. Never registered in production.
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/feed/matches/:id/suspend',
    {
      schema: {
        tags: ['dev'],
        summary: "Suspend a live match's markets for a while (not in production)",
        params: IdParamSchema,
        body: SuspendBodySchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await controlFeed(app, { suspend: id, seconds: request.body?.seconds ?? DEFAULT_SECONDS });
      return reply.code(202).send({ ok: true });
    },
  );
};

export default route;
