// POST /player/activity_limit_track - count a minute of activity; past the activity limit, sign out (401)
import { ActivityTrackSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../../lib/api-error.js';
import { activitySeconds, recordActivity } from '../../../../players/activity.js';
import { limitInForce } from '../../../../players/limits/user-limits.js';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/player/activity_limit_track',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Activity tracking, every 60 s while the tab is visible',
        description:
          'Each call counts 60 s (calls under 50 s apart count once). When the activity limit is reached the ' +
          'session ends and the answer is 401 limit_exceeded: the client signs out and shows the limit modal.',
        response: { 200: ActivityTrackSchema, ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      const { id } = playerOf(request);
      await recordActivity(app.db, id);
      const limit = await limitInForce(app.db, id, 'activity');
      const tracked = await activitySeconds(app.db, id, limit?.period ?? 'day');
      if (!limit?.amount) return { tracked, remaining: null };
      const remaining = Math.max(0, limit.amount * 60 - tracked);
      if (remaining === 0) {
        await app.auth.signOut(request, reply);
        throw new ApiError(401, 'limit_exceeded', 'Activity limit reached');
      }
      return { tracked, remaining };
    },
  );
};

export default route;
