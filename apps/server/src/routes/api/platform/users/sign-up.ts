// POST /users/sign_up - create a player (account in their currency, confirmation mail) and sign them in
import { SignUpBodySchema, UserSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword } from '../../../../auth/passwords.js';
import { createPlayer } from '../../../../players/create-player.js';
import { playerView } from '../../../../players/player-view.js';
import { AUTH_RATE_LIMIT, errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/sign_up',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['platform'],
        summary: 'Sign up: the player is signed in at once; a confirmation mail is queued',
        body: SignUpBodySchema,
        response: { 201: UserSchema, ...errors(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, currency = 'EUR', locale = request.locale } = request.body;
      const passwordHash = await hashPassword(password);
      const userId = await createPlayer(app.db, { email, passwordHash, currency, locale });
      await app.auth.signIn(request, reply, userId);
      return reply.code(201).send(await playerView(app.db, userId));
    },
  );
};

export default route;
