// POST /users/session - keep the bearer session of this request in the caller's cookies
import { UserSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../../lib/api-error.js';
import { playerView } from '../../../../players/player-view.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/session',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Keep a handed-over session: the bearer token becomes the session cookies',
        description:
          'The embedded app calls it with the token its host page handed over (iframe_integration), as ' +
          '`Authorization: Bearer <token>`, and with `x-sportsbook-embedded: 1` the cookies are partitioned ' +
          '(SameSite=None; Secure; Partitioned), so the session survives reloads inside the iframe with ' +
          'third-party cookies blocked. The session is the same (not rotated): the host keeps using its ' +
          'token. 401 without a valid bearer token; 400 `bearer_required` for a cookie session.',
        response: { 200: UserSchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      if (!app.auth.keepBearerInCookies(request, reply))
        throw new ApiError(400, 'bearer_required', 'send the session token as Authorization: Bearer');
      return playerView(app, request.player?.id ?? '');
    },
  );
};

export default route;
