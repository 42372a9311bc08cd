// GET /matches/:id/markets - list the markets of a match
import {
  ErrorBodySchema,
  IdParamSchema,
  MarketsQuerySchema,
  MarketsResponseSchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMatch } from './require-match.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id/markets',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The markets of a match by priority (not-allowed ones left out), in pages of up to 500',
        params: IdParamSchema,
        querystring: MarketsQuerySchema,
        response: { 200: MarketsResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const match = await requireMatch(app, request.locale, request.params.id);
      const q = request.query;
      return app.catalogue.listMarkets(request.locale, match, {
        groupKeys: q.group_key,
        marketIds: q.market_id,
        page: q.page,
        limit: q.limit,
      });
    },
  );
};

export default route;
