// POST /users/unlock - mail the unlock link again
import { EmailBodySchema, OkResponseSchema } from '@sportsbook/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendUnlock } from '../../../../auth/mail-tokens.js';
import { users } from '../../../../db/schema/index.js';
import { AUTH_RATE_LIMIT, errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/unlock',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['platform'],
        summary: 'Resend the unlock mail (always 200: the answer reveals nothing)',
        body: EmailBodySchema,
        response: { 200: OkResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      const [user] = await app.db
        .select({ id: users.id, email: users.email, locale: users.locale })
        .from(users)
        .where(and(eq(users.email, request.body.email), isNotNull(users.lockedAt)));
      if (user) await sendUnlock(app.db, user);
      return { ok: true as const };
    },
  );
};

export default route;
