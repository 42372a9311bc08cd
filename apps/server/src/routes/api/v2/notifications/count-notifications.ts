// GET /notifications/counters - the player's unread notifications
import { ErrorBodySchema, NotificationCountersSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/counters',
    {
      schema: {
        tags: ['notifications'],
        summary: "The player's unread notifications",
        response: { 200: NotificationCountersSchema, 401: ErrorBodySchema },
      },
      preHandler: app.requirePlayer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return app.notifications.counters(signedIn(request).id);
    },
  );
};

export default route;
