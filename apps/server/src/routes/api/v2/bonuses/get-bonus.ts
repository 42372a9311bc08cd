// GET /bonuses/:kind/:id - one bonus, by its id or its campaign's
import { BonusParamsSchema, BonusSchema, ErrorBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonuses/:kind/:id',
    {
      schema: {
        tags: ['bonuses'],
        summary: "One bonus (the detail modal): the player's own when they hold it, else the campaign",
        params: BonusParamsSchema,
        response: { 200: BonusSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { kind, id } = request.params;
      return app.bonuses.detail(request.player?.id ?? null, request.locale, kind, id);
    },
  );
};

export default route;
