// POST /payments/webhooks/sandbox - an event of the payment provider, signed: settles a deposit or moves a payout
import { ProviderEventAnswerSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, signedRequest, takeRawJson } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  takeRawJson(app);
  app.post(
    '/payments/webhooks/sandbox',
    {
      bodyLimit: 10_000,
      schema: {
        tags: ['platform'],
        summary: 'Provider event (payment.pending|succeeded|failed, payout.approved|declined|paid)',
        description:
          'Signed `sandbox-signature: t=<unix s>,v1=<HMAC-SHA256 of "t.body" with PAYMENT_WEBHOOK_SECRET>`. ' +
          'Refused with nothing changed: 401 bad_signature, 401 signature_expired (more than 300 s from now), ' +
          '400 invalid_body, 404 unknown_intent, 409 payment_mismatch (another amount, currency or transaction, ' +
          'or a state it cannot move to). The same event again answers 200 with changed false: a deposit is ' +
          'credited once per provider transaction, however often and concurrently it is delivered.',
        response: { 200: ProviderEventAnswerSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { raw, signature } = signedRequest(request);
      const { changed } = await app.payments.receive(raw, signature);
      return { received: true as const, changed };
    },
  );
};

export default route;
