// POST /users/sign_up - create a player (account in their currency, confirmation mail) and sign them in
import { randomUUID } from 'node:crypto';
import { SignUpBodySchema, UserSchema } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword } from '../../../../auth/passwords.js';
import { users } from '../../../../db/schema/index.js';
import { ApiError } from '../../../../lib/api-error.js';
import { enqueueMail } from '../../../../mail/outbox.js';
import { createPlayer } from '../../../../players/create-player.js';
import { newPlayerView, playerView } from '../../../../players/player-view.js';
import { AUTH_RATE_LIMIT, errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/sign_up',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['platform'],
        summary: 'Sign up: the player is signed in at once; a confirmation mail is queued',
        description:
          'Answers alike whether or not the e-mail has an account, so sign-up does not tell who has one: for a ' +
          'taken e-mail nothing is created, the owner is mailed instead, and the answer is a new player with a ' +
          'random id and session cookies that name no session. 403 country_blocked from a blocked country ' +
          '(BLOCKED_COUNTRIES, read from the COUNTRY_HEADER the reverse proxy sets). `attribution`: the tracking ' +
          'tags the visitor landed with (stag, ctag, btag, qtag, gclid), stored with the new player.',
        body: SignUpBodySchema,
        response: { 201: UserSchema, ...errors(400, 403, 429) },
      },
    },
    async (request, reply) => {
      app.auth.assertCountryAllowed(request);
      const { email, password, currency = 'EUR', locale = request.locale, attribution } = request.body;
      const passwordHash = await hashPassword(password);
      const userId = await createPlayer(app.db, { email, passwordHash, currency, locale, attribution }).catch(
        (error) => {
          if (error instanceof ApiError && error.code === 'already_exists') return null;
          throw error;
        },
      );
      if (userId === null) {
        const [owner] = await app.db
          .select({ locale: users.locale })
          .from(users)
          .where(eq(users.email, email));
        await enqueueMail(app.db, {
          to: email,
          template: 'sign_up_attempt',
          locale: owner?.locale ?? locale,
          data: {},
        });
        app.auth.decoySignIn(reply);
        return reply.code(201).send(newPlayerView(randomUUID(), { email, currency, locale }));
      }
      // The sign-up bonuses (src/bonuses): the player exists either way, so a failure is logged, not answered.
      await app.bonuses
        .onSignUp(userId)
        .catch((error) => app.log.error({ err: error, userId }, 'sign-up bonus not issued'));
      await app.auth.signIn(request, reply, userId);
      return reply.code(201).send(await playerView(app, userId));
    },
  );
};

export default route;
