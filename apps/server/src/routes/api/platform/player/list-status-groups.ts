// GET /player/status_groups - the loyalty status groups and the player's
import { StatusGroupsResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statusGroupsView } from '../../../../players/loyalty.js';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/player/status_groups',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: "Status groups by points, the player's marked current",
        response: { 200: StatusGroupsResponseSchema, ...errors(401) },
      },
    },
    async (request) => statusGroupsView(app.db, playerOf(request).id),
  );
};

export default route;
