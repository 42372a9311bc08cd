// GET /users/unlock - unlock an account with the mailed token
import { OkResponseSchema, UnlockQuerySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unlockAccount } from '../../../../auth/mail-tokens.js';
import { ApiError } from '../../../../lib/api-error.js';
import { AUTH_RATE_LIMIT, errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/unlock',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['platform'],
        summary: 'Unlock an account locked by failed sign-ins (the link of the unlock mail)',
        querystring: UnlockQuerySchema,
        response: { 200: OkResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      if (!(await unlockAccount(app.db, request.query.unlock_token))) {
        throw new ApiError(400, 'invalid_token', 'Unknown or used unlock link', 'unlock_token');
      }
      return { ok: true as const };
    },
  );
};

export default route;
