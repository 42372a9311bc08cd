// POST /counters - count matches per sport, category and tournament
import { CountersBodySchema, CountersResponseSchema, ErrorBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAnswer } from '../send-answer.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/counters',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Match and outright counts per sport, category and tournament, and the live count',
        description: 'Without match_status every status is counted; send [0, 1] for the bettable counts.',
        body: CountersBodySchema.nullish(),
        response: { 200: CountersResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await app.catalogue.answers.counters(request.body)),
  );
};

export default route;
