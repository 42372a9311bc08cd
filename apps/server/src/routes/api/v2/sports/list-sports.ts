// GET /sports - list sports
import { ErrorBodySchema, SportsResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerFromCache, answerKey, sendAnswer } from '../send-answer.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sports',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All sports, by priority (lower first), named in the Accept-Language locale',
        response: { 200: SportsResponseSchema, 400: ErrorBodySchema },
      },
      onRequest: answerFromCache(app),
    },
    async (request, reply) =>
      sendAnswer(request, reply, await app.catalogue.answers.sports(answerKey(request), request.locale)),
  );
};

export default route;
