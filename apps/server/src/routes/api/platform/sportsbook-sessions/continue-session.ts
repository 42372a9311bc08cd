// POST /sportsbook_sessions/continue - the player chose to go on after a reality check
import { SportsbookSessionSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { continueSportsbookSession, whoOf } from '../../../../players/sportsbook-session.js';
import { playerOf, sessionOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sportsbook_sessions/continue',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Continue after a reality check: the next one is due a period from now',
        response: { 200: SportsbookSessionSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => continueSportsbookSession(app.db, whoOf(playerOf(request)), sessionOf(request).id),
  );
};

export default route;
