// GET /player/accounts - the player's balances, one account per currency
import { AccountsResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../../../plugins/auth.js';
import { accountsOf, accountView } from '../../../../wallet/index.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/player/accounts',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Accounts: balance in minor units, the active one, subunits of the currency',
        response: { 200: AccountsResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      const accounts = await accountsOf(app.db, playerOf(request).id);
      return { data: accounts.map(accountView) };
    },
  );
};

export default route;
