// GET /sportsbook_sessions - the sportsbook session info for the reality check
import { SportsbookSessionSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSportsbookSession, whoOf } from '../../../../players/sportsbook-session.js';
import { playerOf, sessionOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sportsbook_sessions',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Started at, duration, reality-check period (seconds), net result; 404 before POST',
        description: '403 session_limit once a session limit ran out: the client signs out and says why.',
        response: { 200: SportsbookSessionSchema, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      // The client polls every 30 s and must see fresh durations (spec: "without caching").
      reply.header('cache-control', 'no-store');
      return getSportsbookSession(app.db, whoOf(playerOf(request)), sessionOf(request).id);
    },
  );
};

export default route;
