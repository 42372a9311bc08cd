// POST /player/phone - text a verification code to a phone number
import { PhoneBodySchema, PhoneSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPhoneCode } from '../../../../players/phone.js';
import { playerOf } from '../../../../plugins/auth.js';
import { AUTH_RATE_LIMIT, errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/player/phone',
    {
      preHandler: app.requirePlayer,
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['platform'],
        summary: 'Send a 6-digit code by SMS (queued in the outbox; see /dev/mailbox in development)',
        description: '429 resend_too_soon within a minute of the last code, sms_limit_reached after 5 a day.',
        body: PhoneBodySchema,
        response: { 200: PhoneSchema, ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request) => sendPhoneCode(app.db, playerOf(request), request.body.phone_number),
  );
};

export default route;
