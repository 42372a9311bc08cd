// GET /player/comp_points - the player's loyalty points
import { CompPointsSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compPointsView } from '../../../../players/loyalty.js';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/player/comp_points',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Comp points and the programme (401 when signed out: the client shows no points)',
        response: { 200: CompPointsSchema, ...errors(401) },
      },
    },
    async (request) => compPointsView(app.db, playerOf(request).id),
  );
};

export default route;
