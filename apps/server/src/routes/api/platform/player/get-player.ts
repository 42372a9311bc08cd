// GET /player - the signed-in player
import { UserSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerView } from '../../../../players/player-view.js';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/player',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: "The signed-in player (the spec's User, with country)",
        response: { 200: UserSchema, ...errors(401) },
      },
    },
    async (request) => playerView(app, playerOf(request).id),
  );
};

export default route;
