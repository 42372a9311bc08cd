// POST /user_limits - set a limit (stricter: at once; looser: after 24 h); exclusions sign the player out
import { CreateLimitBodySchema, UserLimitSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revokeSessionsOf } from '../../../../auth/sessions.js';
import { EXCLUSIONS } from '../../../../players/limits/limit-rules.js';
import { limitView, setLimit } from '../../../../players/limits/user-limits.js';
import { playerOf } from '../../../../plugins/auth.js';
import { publishToPlayer, REALTIME_EVENTS, realtimeEvent } from '../../../../realtime/index.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user_limits',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Set a limit; the newest of a type replaces the one in force',
        description:
          'A stricter amount (same period) applies at once (status active); a looser one waits 24 h (status ' +
          'unconfirmed, confirm_until). coolingoff and selfexclusion start at once, end every session, and ' +
          'cannot be lifted early.',
        body: CreateLimitBodySchema,
        response: { 201: UserLimitSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const player = playerOf(request);
      const limit = await setLimit(app.db, player.id, request.body, player.currency);
      await publishToPlayer(
        app,
        player.id,
        realtimeEvent(REALTIME_EVENTS.limitsChanged, { limit_type: limit.type }),
      );
      if (EXCLUSIONS.has(limit.type)) {
        await revokeSessionsOf(app.db, player.id);
        await app.auth.signOut(request, reply);
      }
      return reply.code(201).send(limitView(limit));
    },
  );
};

export default route;
