// GET /categories/:id - one category
import { CategorySchema, ErrorBodySchema, IdParamSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/api-error.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One category',
        params: IdParamSchema,
        response: { 200: CategorySchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const category = await app.catalogue.getCategory(request.locale, request.params.id);
      if (!category) throw notFound('category', request.params.id);
      return category;
    },
  );
};

export default route;
