// PATCH /player/currency - make another of the player's accounts the active one
import { AccountsResponseSchema, CurrencyBodySchema } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../../../db/schema/index.js';
import { ApiError } from '../../../../lib/api-error.js';
import { playerOf } from '../../../../plugins/auth.js';
import { accountsOf, accountView } from '../../../../wallet/index.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/player/currency',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Switch the active account (the currency bets are placed in); 404 without such an account',
        body: CurrencyBodySchema,
        response: { 200: AccountsResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = playerOf(request);
      const { currency } = request.body;
      if (!(await accountsOf(app.db, id)).some((a) => a.currency === currency)) {
        throw new ApiError(404, 'not_found', `no ${currency} account: open one first`, 'currency');
      }
      await app.db.update(users).set({ currency, updatedAt: new Date() }).where(eq(users.id, id));
      const accounts = await accountsOf(app.db, id);
      return { data: accounts.map(accountView) };
    },
  );
};

export default route;
