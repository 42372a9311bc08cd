// GET /settings - the sportsbook settings
import { SettingsSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withPlayerSettings } from '../../../../bets/preferences/player-settings.js';
import { markPersonal } from '../../../../plugins/auth.js';

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
    async (request, reply) => {
      // The site settings file (src/site) over the catalogue's settings.
      const site = app.site.answer(await app.catalogue.getSettings());
      if (!request.player) return site;
      markPersonal(reply); // the player's own values over the site's
      return withPlayerSettings(app.db, request.player.id, site);
    },
  );
};

export default route;
