// GET /tournaments - list tournaments (leagues)
import { ErrorBodySchema, TournamentsQuerySchema, TournamentsResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tournaments',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Tournaments (leagues), optionally of some sports or categories',
        querystring: TournamentsQuerySchema,
        response: { 200: TournamentsResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({
      data: await app.catalogue.listTournaments(request.locale, {
        sportIds: request.query.sport_id,
        categoryIds: request.query.category_id,
      }),
    }),
  );
};

export default route;
