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
    async (request, reply) => {
      const site = await app.catalogue.getSettings();
      if (!request.player) return site;
      // A player's own values: as private as the answers behind app.requirePlayer.
      reply.header('cache-control', 'private, no-store');
      return withPlayerSettings(app.db, request.player.id, site);
    },
  );
};

export default route;
