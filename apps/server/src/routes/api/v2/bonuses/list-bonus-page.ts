// GET /bonuses/comboboosts, /bonuses/freebets - a page of one kind of bonus (limit 4 by default)
import { BonusPageQuerySchema, BonusPageSchema, ErrorBodySchema, paginationOf } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BONUS_KINDS } from '../../../../bonuses/list-bonuses.js';

const route: FastifyPluginAsyncZod = async (app) => {
  for (const kind of BONUS_KINDS)
    app.get(
      `/bonuses/${kind}`,
      {
        schema: {
          tags: ['bonuses'],
          summary: 'A page of one kind of bonus: comboboosts, or freebets of every variant',
          querystring: BonusPageQuerySchema,
          response: { 200: BonusPageSchema, 400: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const { query } = request;
        const locale = query.locale ?? request.locale;
        const page = await app.bonuses.page(request.player?.id ?? null, locale, kind, query);
        return { data: page.data, pagination: paginationOf(page.total, query.page, query.limit) };
      },
    );
};

export default route;
