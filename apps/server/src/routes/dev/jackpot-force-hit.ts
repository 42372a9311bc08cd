// POST /dev/jackpots/:id/levels/:code/force-hit - the level's next qualifying bet hits (development and e2e only)
import { ErrorBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ParamsSchema = z.object({
  id: z.string().min(1).max(100),
  code: z.string().min(1).max(40),
});

/**
 * Lets a developer or an e2e test see a hit without placing thousands of bets: the level's next qualifying bet
 * hits whatever its draw says, and everything from there is the real path (the hit booked, the pool paid
 * through the ledger, the level's next round, the notification). Never registered in production, nor with the
 * jackpots flag off.
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/jackpots/:id/levels/:code/force-hit',
    {
      schema: {
        tags: ['dev'],
        summary: "Make a jackpot level's next qualifying bet hit (not in production)",
        params: ParamsSchema,
        response: { 202: z.object({ ok: z.literal(true) }), 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await app.jackpots.forceHit(request.params.id, request.params.code);
      return reply.code(202).send({ ok: true });
    },
  );
};

export default route;
