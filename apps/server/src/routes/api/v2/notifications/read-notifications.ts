// POST /notifications/read - marks the named notifications of the player read
import {
  ErrorBodySchema,
  ReadNotificationsAnswerSchema,
  ReadNotificationsBodySchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks notifications read; 404 (nothing marked) when one of the ids is not the player’s',
        body: ReadNotificationsBodySchema,
        response: {
          200: ReadNotificationsAnswerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => app.notifications.read(signedIn(request).id, request.body.ids),
  );
};

export default route;
