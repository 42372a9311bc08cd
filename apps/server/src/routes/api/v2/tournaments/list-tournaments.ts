// GET /tournaments - list tournaments (leagues)
import { ErrorBodySchema, TournamentsQuerySchema, TournamentsResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerFromCache, answerKey, sendAnswer } from '../send-answer.js';

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
      onRequest: answerFromCache(app),
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await app.catalogue.answers.tournaments(answerKey(request), request.locale, {
          sportIds: request.query.sport_id,
          categoryIds: request.query.category_id,
        }),
      ),
  );
};

export default route;
