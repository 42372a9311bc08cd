// GET /search - find sports, tournaments and matches by name
import { ErrorBodySchema, SearchQuerySchema, SearchResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Sports, tournaments and matches whose name contains q (case and accents ignored)',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => app.catalogue.search(request.locale, request.query),
  );
};

export default route;
