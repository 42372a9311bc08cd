// GET /matches - list matches
import { ErrorBodySchema, MatchesQuerySchema, MatchesResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerFromCache, answerKey, sendAnswer } from '../send-answer.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of matches under the filters, each with its main and secondary market',
        description:
          "Lists are comma-separated or repeated keys. `favourite` is accepted and not applied (a player's " +
          'favourites are GET /favourites/matches). Answers carry an ETag; If-None-Match gets 304.',
        querystring: MatchesQuerySchema,
        response: { 200: MatchesResponseSchema, 400: ErrorBodySchema },
      },
      onRequest: answerFromCache(app),
    },
    // `favourite` is not applied (the favourites call lists a player's ids), so the answer is the same for every
    // player and served from the answer cache.
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await app.catalogue.answers.matches(answerKey(request), request.locale, request.query),
      ),
  );
};

export default route;
