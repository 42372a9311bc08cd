// GET /matches/:id/markets - list the markets of a match
import {
  ErrorBodySchema,
  IdParamSchema,
  MarketsQuerySchema,
  MarketsResponseSchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerFromCache, answerKey, sendAnswer } from '../send-answer.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id/markets',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The markets of a match by priority (not-allowed ones left out), in pages of up to 500',
        params: IdParamSchema,
        querystring: MarketsQuerySchema,
        response: { 200: MarketsResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
      onRequest: answerFromCache(app),
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await app.catalogue.answers.markets(
          answerKey(request),
          request.locale,
          request.params.id,
          request.query,
        ),
      ),
  );
};

export default route;
