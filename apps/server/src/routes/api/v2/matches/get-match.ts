// GET /matches/:id - one match
import { ErrorBodySchema, IdParamSchema, MatchResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMatch } from './require-match.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One match or outright, with its main and secondary market',
        params: IdParamSchema,
        response: { 200: MatchResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => requireMatch(app, request.locale, request.params.id),
  );
};

export default route;
