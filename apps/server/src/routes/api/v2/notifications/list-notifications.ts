// GET /notifications - a page of the player's notifications, newest first
import { ErrorBodySchema, NotificationPageSchema, NotificationsQuerySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';
import { localeOfTag } from '../../../../lib/locale.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "A page of the player's notifications, newest first, texts in the request's locale",
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationPageSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
      preHandler: app.requirePlayer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { page, limit, locale } = request.query;
      const shownIn = (locale && localeOfTag(locale)) || request.locale;
      return app.notifications.page(signedIn(request).id, shownIn, page, limit);
    },
  );
};

export default route;
