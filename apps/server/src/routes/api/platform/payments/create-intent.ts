// POST /payments/intents - start a deposit through the payment provider: the signed URL of its payment page
import { CreateDepositIntentBodySchema, DepositIntentSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/intents',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary:
          'Start a deposit: the provider’s payment page for it; credited when the provider’s webhook says so',
        description:
          'Checked before the provider sees anything: the deposit profile where the site requires it (422 ' +
          'auth_fields_missed, 403 phone_verification_required), the account (404 not_found, field currency) and ' +
          'the deposit limit, counting the pending deposits of the last hour (422 limit_exceeded).',
        body: CreateDepositIntentBodySchema,
        response: { 201: DepositIntentSchema, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const intent = await app.payments.createIntent(playerOf(request).id, request.body);
      return reply.code(201).send(intent);
    },
  );
};

export default route;
