// GET /categories - list categories
import { CategoriesQuerySchema, CategoriesResponseSchema, ErrorBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories (countries) of every sport, or of some sports',
        querystring: CategoriesQuerySchema,
        response: { 200: CategoriesResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await app.catalogue.listCategories(request.locale, request.query.sport_id) }),
  );
};

export default route;
