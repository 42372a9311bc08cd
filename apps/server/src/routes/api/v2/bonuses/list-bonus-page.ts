// GET /bonuses/:kind - a page of comboboosts or freebets (limit 4 by default)
import { BonusPageQuerySchema, BonusPageSchema, ErrorBodySchema, paginationOf } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bonuses/:kind',
    {
      schema: {
        tags: ['bonuses'],
        summary: 'A page of one kind of bonus: comboboosts, or freebets of every variant',
        params: z.object({ kind: z.enum(['comboboosts', 'freebets']) }),
        querystring: BonusPageQuerySchema,
        response: { 200: BonusPageSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { query } = request;
      const locale = query.locale ?? request.locale;
      const page = await app.bonuses.page(request.player?.id ?? null, locale, request.params.kind, query);
      return { data: page.data, pagination: paginationOf(page.total, query.page, query.limit) };
    },
  );
};

export default route;
