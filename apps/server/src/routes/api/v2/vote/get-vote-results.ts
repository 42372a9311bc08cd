// GET /vote/results - everybody's votes on a prediction, by answer
import { ErrorBodySchema, VoteQuerySchema, VoteResultsSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { voteResults } from '../../../../bets/preferences/predictions.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vote/results',
    {
      schema: {
        tags: ['favourites'],
        summary: 'The votes on a prediction by answer, the most chosen first (anyone may read them)',
        querystring: VoteQuerySchema,
        response: { 200: VoteResultsSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => voteResults(app.db, request.query.prediction_id),
  );
};

export default route;
