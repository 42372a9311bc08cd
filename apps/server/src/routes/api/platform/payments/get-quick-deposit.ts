// GET /payments/quick-deposit - what the header's quick deposit offers: the method of the player's last deposit
import { QuickDepositSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/quick-deposit',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Quick deposit: the method (card:4242) and currency of the player’s last credited deposit',
        description:
          'Both null before a first deposit. The method goes back into POST /payments/intents as `method`, so the ' +
          'provider’s page offers it first.',
        response: { 200: QuickDepositSchema, ...errors(401) },
      },
    },
    async (request) => app.payments.quickDepositOf(playerOf(request).id),
  );
};

export default route;
