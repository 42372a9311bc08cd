// GET /matches - list matches
import { ErrorBodySchema, MatchesQuerySchema, MatchesResponseSchema } from '@sportsbook/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFavourites } from '../../../../bets/preferences/favourites.js';
import { filterOfMatchesQuery } from '../../../../catalogue/match-filter.js';
import { markPersonal } from '../../../../plugins/auth.js';
import { answerFromCache, answerKey, sendAnswer } from '../send-answer.js';

/** A signed-in player's request naming `favourite` (before validation: the route decides what it says). */
function asksForFavourites(request: FastifyRequest): boolean {
  const query = request.query;
  return request.player !== null && typeof query === 'object' && query !== null && 'favourite' in query;
}

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of matches under the filters, each with its main and secondary market',
        description:
          "Lists are comma-separated or repeated keys. `favourite=true` narrows the list to the signed-in player's " +
          'favourite matches (ignored for anonymous requests). Answers to everyone else carry an ETag; ' +
          'If-None-Match gets 304.',
        querystring: MatchesQuerySchema,
        response: { 200: MatchesResponseSchema, 400: ErrorBodySchema },
      },
      // A signed-in player asking for favourites gets their own answer, never the shared cached one.
      onRequest: answerFromCache(app, asksForFavourites),
    },
    async (request, reply) => {
      const { query, locale, player } = request;
      if (query.favourite && player) {
        markPersonal(reply);
        const ids = await listFavourites(app.db, player.id, 'matches');
        return app.catalogue.listMatches(locale, filterOfMatchesQuery(query, ids), {
          sortBy: query.sort_by,
          maxPerSport: query.max_per_sport,
          page: query.page,
          limit: query.limit,
        });
      }
      // The same answer for everyone: served from the answer cache.
      return sendAnswer(
        request,
        reply,
        await app.catalogue.answers.matches(answerKey(request), locale, query),
      );
    },
  );
};

export default route;
