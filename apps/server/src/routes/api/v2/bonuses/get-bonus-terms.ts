// GET /bonuses/:kind/:id/terms - a bonus's terms in the request's locale
import { BonusParamsSchema, BonusTermsSchema, ErrorBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonuses/:kind/:id/terms',
    {
      schema: {
        tags: ['bonuses'],
        summary: "A bonus's terms and conditions",
        params: BonusParamsSchema,
        response: { 200: BonusTermsSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { kind, id } = request.params;
      return app.bonuses.terms(request.player?.id ?? null, request.locale, kind, id);
    },
  );
};

export default route;
