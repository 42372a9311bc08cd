// POST /bets/cashout - take a bet's cashout offer
import {
  BetSchema,
  CashoutErrorBodySchema,
  CashoutRequestSchema,
  ErrorBodySchema,
  OptionalIdempotencyHeadersSchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';
import { sendAnswer } from '../../../../idempotency/index.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets/cashout',
    {
      schema: {
        tags: ['bets'],
        summary: 'Cash out a bet for at most its current offer; answers the cashed-out bet',
        description:
          'With an Idempotency-Key a retry answers what the first attempt answered, refusals included (409 ' +
          'idempotency_in_progress while it still runs; 422 idempotency_key_reused for another body).',
        headers: OptionalIdempotencyHeadersSchema,
        body: CashoutRequestSchema,
        response: {
          200: BetSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: CashoutErrorBodySchema.or(ErrorBodySchema),
        },
      },
      preHandler: app.requirePlayer,
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      return sendAnswer(reply, await app.bets.cashOut(signedIn(request), request.body, request.locale, key));
    },
  );
};

export default route;
