// POST /users/confirmation - mail the confirmation link again
import { EmailBodySchema, OkResponseSchema } from '@sportsbook/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendConfirmation } from '../../../../auth/mail-tokens.js';
import { users } from '../../../../db/schema/index.js';
import { AUTH_RATE_LIMIT, errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/confirmation',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['platform'],
        summary: 'Resend the confirmation mail (always 200: the answer reveals nothing)',
        body: EmailBodySchema,
        response: { 200: OkResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const [user] = await app.db
        .select({ id: users.id, email: users.email, locale: users.locale })
        .from(users)
        .where(and(eq(users.email, request.body.email), isNull(users.emailConfirmedAt)));
      if (user) await sendConfirmation(app.db, user);
      return { ok: true as const };
    },
  );
};

export default route;
