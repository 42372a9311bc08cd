// GET /users/confirmation - confirm the e-mail address with the mailed token
import { ConfirmationQuerySchema, OkResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmEmail } from '../../../../auth/mail-tokens.js';
import { ApiError } from '../../../../lib/api-error.js';
import { AUTH_RATE_LIMIT, errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/confirmation',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['platform'],
        summary: 'Confirm an e-mail address (the link of the confirmation mail)',
        querystring: ConfirmationQuerySchema,
        response: { 200: OkResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      if (!(await confirmEmail(app.db, request.query.confirmation_token))) {
        throw new ApiError(400, 'invalid_token', 'Unknown or used confirmation link', 'confirmation_token');
      }
      return { ok: true as const };
    },
  );
};

export default route;
