// POST /bets - place bets (idempotent per Idempotency-Key)
import {
  ErrorBodySchema,
  IdempotencyHeadersSchema,
  PlaceBetsRequestSchema,
  PlaceBetsResponseSchema,
  PlaceErrorBodySchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlaceError } from '../../../../bets/place/place-error.js';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets',
    {
      schema: {
        tags: ['bets'],
        summary: 'Place bets: checked against current odds and the player setting, stake debited at once',
        description:
          'Live bets answer `submitted` and are accepted or rejected after the live delay (bet_changed on the ' +
          "player's channel). Refusals answer 422 with a numeric code (101 odds changed, 120 bet-builder price " +
          'changed, 102-112 see PLACE_ERRORS) and errors_by_bet when every bet is a single.',
        headers: IdempotencyHeadersSchema,
        body: PlaceBetsRequestSchema,
        response: {
          200: PlaceBetsResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          422: PlaceErrorBodySchema,
        },
      },
      preHandler: app.requirePlayer,
    },
    async (request, reply) => {
      const player = signedIn(request);
      try {
        return await app.bets.place(player, request.body, request.headers['idempotency-key']);
      } catch (error) {
        if (error instanceof PlaceError) return reply.code(422).send(error.body);
        throw error;
      }
    },
  );
};

export default route;
