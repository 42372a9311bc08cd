// GET /player/transactions - the player's ledger, newest first
import { TransactionsQuerySchema, TransactionsResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../../../plugins/auth.js';
import { listTransactions } from '../../../../wallet/index.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/player/transactions',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Deposits, withdrawals, stakes, wins...: signed amounts and the balance after each',
        querystring: TransactionsQuerySchema,
        response: { 200: TransactionsResponseSchema, ...errors(400, 401) },
      },
    },
    async (request) => listTransactions(app.db, playerOf(request).id, request.query),
  );
};

export default route;
