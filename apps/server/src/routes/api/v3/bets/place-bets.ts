// POST /bets - place bets (idempotent per Idempotency-Key)
import {
  ErrorBodySchema,
  IdempotencyHeadersSchema,
  PlaceBetsRequestSchema,
  PlaceBetsResponseSchema,
  PlaceErrorBodySchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';
import { sendAnswer } from '../../../../idempotency/index.js';

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
          'changed, 102-112 see PLACE_ERRORS) and errors_by_bet when every bet is a single. A retry with the same ' +
          'Idempotency-Key answers what the first attempt answered, refusals included (waiting up to 5 s for an ' +
          'attempt still running, then 409 idempotency_in_progress with Retry-After); the same key with another ' +
          'body is 422 idempotency_key_reused. While prices cannot be kept current (the feed runs nowhere, or has ' +
          'not committed a tick for FEED_STALE_MS) the answer is 503 prices_unavailable; while the database does ' +
          'not answer, 503 unavailable: nothing was taken, retry after Retry-After.',
        headers: IdempotencyHeadersSchema,
        body: PlaceBetsRequestSchema,
        response: {
          200: PlaceBetsResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          422: PlaceErrorBodySchema.or(ErrorBodySchema),
          503: ErrorBodySchema,
        },
      },
      preHandler: app.requirePlayer,
    },
    async (request, reply) => {
      const answer = await app.bets.place(
        signedIn(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return sendAnswer(reply, answer);
    },
  );
};

export default route;
