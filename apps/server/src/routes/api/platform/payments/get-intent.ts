// GET /payments/intents/:id - a deposit intent of the player: pending, succeeded or failed
import { DepositIntentSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/intents/:id',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'A deposit intent of the player (404 for another player’s)',
        params: z.object({ id: z.uuid() }),
        response: { 200: DepositIntentSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => app.payments.intentOf(playerOf(request).id, request.params.id),
  );
};

export default route;
