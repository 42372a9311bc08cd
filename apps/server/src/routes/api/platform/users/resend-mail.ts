// The two "mail the link again" routes (confirmation, unlock): same shape, other condition and mail.
import { EmailBodySchema, OkResponseSchema } from '@sportsbook/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { sendConfirmation } from '../../../../auth/mail-tokens.js';
import { users } from '../../../../db/schema/index.js';
import { AUTH_RATE_LIMIT, errors } from '../shared.js';

/** Options of {@link resendMailRoute}. */
export interface ResendMailOptions {
  path: string;
  /** "confirmation", "unlock": named in the API docs. */
  mail: string;
  /** Which players still need the mail (unconfirmed, locked). */
  needs: SQL;
  /** The mail-token sender (sendConfirmation, sendUnlock). */
  send: typeof sendConfirmation;
}

/**
 * POST `path` {email}: mails the link again to a player who still needs it. Always 200, so the answer reveals
 * nothing about which addresses exist; rate limited like every auth call.
 */
export function resendMailRoute({ path, mail, needs, send }: ResendMailOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      path,
      {
        config: { rateLimit: AUTH_RATE_LIMIT },
        schema: {
          tags: ['platform'],
          summary: `Resend the ${mail} mail (always 200: the answer reveals nothing)`,
          body: EmailBodySchema,
          response: { 200: OkResponseSchema, ...errors(400, 429) },
        },
      },
      async (request) => {
        const [user] = await app.db
          .select({ id: users.id, email: users.email, locale: users.locale })
          .from(users)
          .where(and(eq(users.email, request.body.email), needs));
        if (user) await send(app.db, user);
        return { ok: true as const };
      },
    );
  };
}
