// GET /settings - the sportsbook settings
import { SettingsSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withPlayerSettings } from '../../../../bets/preferences/player-settings.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "Site settings: odds formats, stake presets, provider switches; a player's own values over them",
        response: { 200: SettingsSchema },
      },
    },
    async (request) => {
      const site = await app.catalogue.getSettings();
      return request.player ? withPlayerSettings(app.db, request.player.id, site) : site;
    },
  );
};

export default route;
