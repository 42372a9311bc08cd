// POST /player/accounts - open an account in another currency
import { AccountSchema, CurrencyBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../../../plugins/auth.js';
import { accountsOf, accountView, openAccount } from '../../../../wallet/index.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/player/accounts',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Open an account with a zero balance; 409 already_exists when there is one',
        body: CurrencyBodySchema,
        response: { 201: AccountSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { id } = playerOf(request);
      await openAccount(app.db, id, request.body.currency);
      const account = (await accountsOf(app.db, id)).find((a) => a.currency === request.body.currency);
      if (!account) throw new Error('opened account not found');
      return reply.code(201).send(accountView(account));
    },
  );
};

export default route;
