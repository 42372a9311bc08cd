// GET /bonuses/{comboboosts,freebets}/:id - one bonus, by its id or its campaign's
import { BonusIdParamsSchema, BonusSchema, ErrorBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BONUS_KINDS } from '../../../../bonuses/list-bonuses.js';

const route: FastifyPluginAsyncZod = async (app) => {
  for (const kind of BONUS_KINDS)
    app.get(
      `/bonuses/${kind}/:id`,
      {
        schema: {
          tags: ['bonuses'],
          summary: "One bonus (the detail modal): the player's own when they hold it, else the campaign",
          params: BonusIdParamsSchema,
          response: { 200: BonusSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const { id } = request.params;
        return app.bonuses.detail(request.player?.id ?? null, request.locale, kind, id);
      },
    );
};

export default route;
