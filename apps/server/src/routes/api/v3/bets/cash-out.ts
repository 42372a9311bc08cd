// POST /bets/cashout - take a bet's cashout offer
import {
  BetSchema,
  CashoutErrorBodySchema,
  CashoutRequestSchema,
  ErrorBodySchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CashoutRefused } from '../../../../bets/cashout/cash-out.js';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets/cashout',
    {
      schema: {
        tags: ['bets'],
        summary: 'Cash out a bet for at most its current offer; answers the cashed-out bet',
        body: CashoutRequestSchema,
        response: {
          200: BetSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          422: CashoutErrorBodySchema,
        },
      },
      preHandler: app.requirePlayer,
    },
    async (request, reply) => {
      try {
        const { bet_id, to_cashout } = request.body;
        return await app.bets.cashOut(signedIn(request), bet_id, to_cashout, request.locale);
      } catch (error) {
        if (error instanceof CashoutRefused) return reply.code(422).send(error.body);
        throw error;
      }
    },
  );
};

export default route;
