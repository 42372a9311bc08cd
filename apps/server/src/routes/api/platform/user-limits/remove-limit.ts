// DELETE /user_limits/:id - remove a limit (a pending one at once, one in force after 24 h)
import { IdParamSchema, UserLimitSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitView, removeLimit } from '../../../../players/limits/user-limits.js';
import { playerOf } from '../../../../plugins/auth.js';
import { publishToPlayer, REALTIME_EVENTS, realtimeEvent } from '../../../../realtime/index.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/user_limits/:id',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Remove a limit: status disabled, or unconfirmed_disabled until disable_at',
        params: IdParamSchema,
        response: { 200: UserLimitSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = playerOf(request);
      const limit = await removeLimit(app.db, id, request.params.id);
      await publishToPlayer(
        app,
        id,
        realtimeEvent(REALTIME_EVENTS.limitsChanged, { limit_type: limit.type }),
      );
      return limitView(limit);
    },
  );
};

export default route;
