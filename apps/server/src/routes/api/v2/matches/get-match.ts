// GET /matches/:id - one match
import { ErrorBodySchema, IdParamSchema, MatchSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerFromCache, answerKey, sendAnswer } from '../send-answer.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One match or outright, with its main and secondary market',
        params: IdParamSchema,
        response: { 200: MatchSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
      onRequest: answerFromCache(app),
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await app.catalogue.answers.match(answerKey(request), request.locale, request.params.id),
      ),
  );
};

export default route;
