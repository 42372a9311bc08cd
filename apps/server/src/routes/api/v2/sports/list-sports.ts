// GET /sports - list sports
import { ErrorBodySchema, SportsResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sports',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All sports, by priority (lower first), named in the Accept-Language locale',
        response: { 200: SportsResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await app.catalogue.listSports(request.locale) }),
  );
};

export default route;
