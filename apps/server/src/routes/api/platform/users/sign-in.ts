// POST /users/sign_in - sign a player in (a new session; the previous one is revoked)
import { SignInBodySchema, UserSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCredentials } from '../../../../auth/credentials.js';
import { assertMaySignIn } from '../../../../players/limits/enforce.js';
import { playerView } from '../../../../players/player-view.js';
import { AUTH_RATE_LIMIT, errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/sign_in',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['platform'],
        summary: 'Sign in with e-mail and password',
        description:
          '401 invalid_credentials; 429 rate_limited with Retry-After once this client sent 5 wrong passwords ' +
          'for the account (1 s, doubling with each further one, up to 15 min); 403 account_locked (an account ' +
          'locked before wrong passwords stopped locking), account_blocked, self_excluded (cooling-off or ' +
          'self-exclusion running, with `until`), limit_exceeded (activity limit reached), country_blocked (from ' +
          'a country in BLOCKED_COUNTRIES, read from the COUNTRY_HEADER the reverse proxy sets).',
        body: SignInBodySchema,
        response: { 200: UserSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      app.auth.assertCountryAllowed(request);
      const user = await checkCredentials(app.db, request.body.email, request.body.password, request.ip);
      await assertMaySignIn(app.db, user.id);
      await app.auth.signIn(request, reply, user.id);
      return playerView(app, user.id);
    },
  );
};

export default route;
