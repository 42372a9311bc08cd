// DELETE /users/sign_out - end the session
import { OkResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/users/sign_out',
    {
      schema: {
        tags: ['platform'],
        summary: 'Sign out: revokes the session and clears the cookies (also fine when signed out)',
        response: { 200: OkResponseSchema, ...errors(403) },
      },
    },
    async (request, reply) => {
      await app.auth.signOut(request, reply);
      return { ok: true as const };
    },
  );
};

export default route;
