// POST /player/phone/verify - check the texted code; the number becomes the player's verified phone
import { PhoneSchema, PhoneVerifyBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyPhoneCode } from '../../../../players/phone.js';
import { playerOf } from '../../../../plugins/auth.js';
import { AUTH_RATE_LIMIT, errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/player/phone/verify',
    {
      preHandler: app.requirePlayer,
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['platform'],
        summary: 'Verify the phone with the code (5 tries per code, valid 10 minutes)',
        body: PhoneVerifyBodySchema,
        response: { 200: PhoneSchema, ...errors(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request) => verifyPhoneCode(app.db, playerOf(request).id, request.body.code),
  );
};

export default route;
