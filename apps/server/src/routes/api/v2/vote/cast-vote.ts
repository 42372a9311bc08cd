// POST /vote - vote on a prediction (again replaces the answer)
import { ErrorBodySchema, VoteRequestSchema, VoteResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { castVote } from '../../../../bets/preferences/predictions.js';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vote',
    {
      schema: {
        tags: ['favourites'],
        summary: "Records the player's prediction",
        body: VoteRequestSchema,
        response: { 200: VoteResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => ({
      prediction: await castVote(app.db, signedIn(request).id, request.body.prediction_id, request.body.data),
    }),
  );
};

export default route;
