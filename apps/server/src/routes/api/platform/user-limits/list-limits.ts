// GET /user_limits - the player's responsible-gambling limits
import { UserLimitsResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentLimits, limitView } from '../../../../players/limits/user-limits.js';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user_limits',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Limits in force or pending (disabled ones are left out)',
        response: { 200: UserLimitsResponseSchema, ...errors(401) },
      },
    },
    async (request) => ({ data: (await currentLimits(app.db, playerOf(request).id)).map(limitView) }),
  );
};

export default route;
