// GET /categories - list categories
import { CategoriesQuerySchema, CategoriesResponseSchema, ErrorBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerFromCache, answerKey, sendAnswer } from '../send-answer.js';

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
      onRequest: answerFromCache(app),
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await app.catalogue.answers.categories(answerKey(request), request.locale, request.query.sport_id),
      ),
  );
};

export default route;
