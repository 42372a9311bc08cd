// POST /sportsbook_sessions - start (or resume) the sportsbook session; 403 session_limit when a limit ran out
import { SportsbookSessionSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startSportsbookSession, whoOf } from '../../../../players/sportsbook-session.js';
import { playerOf, sessionOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sportsbook_sessions',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Start the sportsbook session (once per sign-in); 403 session_limit past a session limit',
        response: { 200: SportsbookSessionSchema, ...errors(401, 403) },
      },
    },
    async (request) => startSportsbookSession(app.db, whoOf(playerOf(request)), sessionOf(request).id),
  );
};

export default route;
