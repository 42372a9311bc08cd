// PATCH /player/update_locale - the player's locale (mails, and the web app's locale switch)
import { UpdateLocaleBodySchema, UserSchema } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../../../db/schema/index.js';
import { playerView } from '../../../../players/player-view.js';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/player/update_locale',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: "Set the player's locale",
        body: UpdateLocaleBodySchema,
        response: { 200: UserSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { id } = playerOf(request);
      await app.db
        .update(users)
        .set({ locale: request.body.locale, updatedAt: new Date() })
        .where(eq(users.id, id));
      return playerView(app, id);
    },
  );
};

export default route;
