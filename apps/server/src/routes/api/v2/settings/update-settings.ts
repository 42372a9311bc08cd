// POST /settings - save the player's sportsbook settings
import { ErrorBodySchema, SettingsSchema, SettingsUpdateSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updatePlayerSettings, withPlayerSettings } from '../../../../bets/preferences/player-settings.js';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/settings',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Saves stake presets, odds-change acceptance and odds format, or the push subscription',
        body: SettingsUpdateSchema,
        response: { 200: SettingsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => {
      const { id } = signedIn(request);
      await updatePlayerSettings(app.db, id, request.body);
      return withPlayerSettings(app.db, id, app.site.answer(await app.catalogue.getSettings()));
    },
  );
};

export default route;
