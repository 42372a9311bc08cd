// POST /notifications/read-all - marks every notification of the player read
import { ErrorBodySchema, ReadNotificationsAnswerSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks every notification of the player read',
        response: { 200: ReadNotificationsAnswerSchema, 401: ErrorBodySchema },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => app.notifications.readAll(signedIn(request).id),
  );
};

export default route;
