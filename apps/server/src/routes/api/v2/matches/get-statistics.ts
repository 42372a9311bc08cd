// GET /matches/:id/statistics - where the statistics of a match are
import { ErrorBodySchema, IdParamSchema, StatisticsResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statisticsUrlOf } from '../../../../catalogue/match-media.js';
import { ApiError } from '../../../../lib/api-error.js';
import { requireMatch } from './require-match.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id/statistics',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The statistics URL of a match (404 when the match has no statistics)',
        params: IdParamSchema,
        response: { 200: StatisticsResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const match = await requireMatch(app, request.locale, request.params.id);
      const url = statisticsUrlOf(match, request.locale);
      if (!url) throw new ApiError(404, 'not_found', `match ${match.id} has no statistics`);
      return { url };
    },
  );
};

export default route;
