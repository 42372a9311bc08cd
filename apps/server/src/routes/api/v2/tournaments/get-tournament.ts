// GET /tournaments/:id - one tournament
import { ErrorBodySchema, IdParamSchema, TournamentSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/api-error.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tournaments/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One tournament',
        params: IdParamSchema,
        response: { 200: TournamentSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const tournament = await app.catalogue.getTournament(request.locale, request.params.id);
      if (!tournament) throw notFound('tournament', request.params.id);
      return tournament;
    },
  );
};

export default route;
