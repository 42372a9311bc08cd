// PUT /users/password - set a new password with the mailed token, then sign in
import { ResetPasswordBodySchema, UserSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetPassword } from '../../../../auth/mail-tokens.js';
import { hashPassword } from '../../../../auth/passwords.js';
import { revokeSessionsOf } from '../../../../auth/sessions.js';
import { ApiError } from '../../../../lib/api-error.js';
import { assertMaySignIn } from '../../../../players/limits/enforce.js';
import { playerView } from '../../../../players/player-view.js';
import { AUTH_RATE_LIMIT, errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/password',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['platform'],
        summary: 'Set a new password with the reset token; every other session ends, a new one starts',
        body: ResetPasswordBodySchema,
        response: { 200: UserSchema, ...errors(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const passwordHash = await hashPassword(request.body.password);
      const userId = await app.db.transaction(async (tx) => {
        const id = await resetPassword(tx, request.body.reset_password_token, passwordHash);
        // Whoever knew the old password is signed out everywhere.
        if (id) await revokeSessionsOf(tx, id);
        return id;
      });
      if (!userId) {
        throw new ApiError(400, 'invalid_token', 'Unknown or expired reset link', 'reset_password_token');
      }
      await assertMaySignIn(app.db, userId);
      await app.auth.signIn(request, reply, userId);
      return playerView(app, userId);
    },
  );
};

export default route;
