// GET /vote - the player's vote on a prediction
import { ErrorBodySchema, VoteQuerySchema, VoteResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readVote } from '../../../../bets/preferences/predictions.js';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vote',
    {
      schema: {
        tags: ['favourites'],
        summary: "The player's prediction, null when they have not voted",
        querystring: VoteQuerySchema,
        response: { 200: VoteResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => ({
      prediction: await readVote(app.db, signedIn(request).id, request.query.prediction_id),
    }),
  );
};

export default route;
