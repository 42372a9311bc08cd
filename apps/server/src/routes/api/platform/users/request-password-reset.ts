// POST /users/password - mail a password-reset link
import { EmailBodySchema, OkResponseSchema } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPasswordReset } from '../../../../auth/mail-tokens.js';
import { users } from '../../../../db/schema/index.js';
import { AUTH_RATE_LIMIT, errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/password',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['platform'],
        summary: 'Mail a password-reset link (valid 6 hours)',
        description: 'Always 200, whether or not the address has an account: the answer reveals nothing.',
        body: EmailBodySchema,
        response: { 200: OkResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const [user] = await app.db
        .select({ id: users.id, email: users.email, locale: users.locale, status: users.status })
        .from(users)
        .where(eq(users.email, request.body.email));
      if (user?.status === 'active') await sendPasswordReset(app.db, user);
      return { ok: true as const };
    },
  );
};

export default route;
