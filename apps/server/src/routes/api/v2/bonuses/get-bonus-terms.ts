// GET /bonuses/{comboboosts,freebets}/:id/terms - a bonus's terms in the request's locale
import { BonusIdParamsSchema, BonusTermsSchema, ErrorBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BONUS_KINDS } from '../../../../bonuses/list-bonuses.js';

const route: FastifyPluginAsyncZod = async (app) => {
  for (const kind of BONUS_KINDS)
    app.get(
      `/bonuses/${kind}/:id/terms`,
      {
        schema: {
          tags: ['bonuses'],
          summary: "A bonus's terms and conditions",
          params: BonusIdParamsSchema,
          response: { 200: BonusTermsSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const { id } = request.params;
        return app.bonuses.terms(request.player?.id ?? null, request.locale, kind, id);
      },
    );
};

export default route;
