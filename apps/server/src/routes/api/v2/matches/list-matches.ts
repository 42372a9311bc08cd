// GET /matches - list matches
import { ErrorBodySchema, MatchesQuerySchema, MatchesResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filterOfMatchesQuery } from '../../../../catalogue/match-filter.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of matches under the filters, each with its main and secondary market',
        description:
          'Lists are comma-separated or repeated keys. `favourite` needs a signed-in player and is ignored ' +
          'for anonymous requests (sign-in arrives with the auth work).',
        querystring: MatchesQuerySchema,
        response: { 200: MatchesResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const q = request.query;
      // No player is known before the auth plugin exists: every request is anonymous.
      const filter = filterOfMatchesQuery(q, null);
      return app.catalogue.listMatches(request.locale, filter, {
        sortBy: q.sort_by,
        maxPerSport: q.max_per_sport,
        page: q.page,
        limit: q.limit,
      });
    },
  );
};

export default route;
