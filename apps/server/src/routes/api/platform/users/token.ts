// POST /users/token - sign in for a host page: the session comes back as a token, not as cookies
import { SessionTokenResponseSchema, SignInBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCredentials } from '../../../../auth/credentials.js';
import { assertMaySignIn } from '../../../../players/limits/enforce.js';
import { playerView } from '../../../../players/player-view.js';
import { AUTH_RATE_LIMIT, errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/token',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['platform'],
        summary: 'Sign in and get the session as a token (for a host page that embeds the sportsbook)',
        description:
          "The same check, throttle and refusals as POST /users/sign_in, but no cookies: the answer's token is " +
          'sent as `Authorization: Bearer <token>` (no CSRF header needed), or handed to the embedded app ' +
          '(packages/embed), which keeps it with POST /users/session. Meant for the host page’s backend; ' +
          'the API sends no CORS headers, so other sites cannot call it from a browser.',
        body: SignInBodySchema,
        response: { 200: SessionTokenResponseSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const user = await checkCredentials(app.db, request.body.email, request.body.password, request.ip);
      await assertMaySignIn(app.db, user.id);
      const token = await app.auth.issueToken(request, user.id);
      return { token, user: await playerView(app, user.id) };
    },
  );
};

export default route;
