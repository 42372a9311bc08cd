// GET /sportsbook_sessions - the sportsbook session info for the reality check
import { SportsbookSessionSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSportsbookSession } from '../../../../players/sportsbook-session.js';
import { playerOf, sessionOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sportsbook_sessions',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Started at, duration and reality-check period (seconds); 404 before POST',
        response: { 200: SportsbookSessionSchema, ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      // The client polls every 30 s and must see fresh durations (spec: "without caching").
      reply.header('cache-control', 'no-store');
      return getSportsbookSession(app.db, playerOf(request).id, sessionOf(request).id);
    },
  );
};

export default route;
