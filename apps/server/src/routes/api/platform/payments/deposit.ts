// POST /payments/deposit - instant test deposit without a provider (not in production), within the deposit limit
import {
  OptionalIdempotencyHeadersSchema,
  PaymentBodySchema,
  PaymentResultSchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAnswer } from '../../../../idempotency/index.js';
import { assertDepositProfile, type DepositRules } from '../../../../players/deposit-profile.js';
import { assertDepositAllowed } from '../../../../players/limits/enforce.js';
import { playerOf } from '../../../../plugins/auth.js';
import { lockAccount, transfer } from '../../../../wallet/index.js';
import { errors } from '../shared.js';
import { pay } from './payment.js';

const route: FastifyPluginAsyncZod<{ depositRules: DepositRules }> = async (app, { depositRules }) => {
  app.post(
    '/payments/deposit',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary:
          'Instant test deposit, no provider (outside production only); 422 limit_exceeded past the limit',
        // The deposit profile's rules: DEPOSIT_FIELDS_REQUIRED, PHONE_VERIFICATION_REQUIRED.
        description:
          'An Idempotency-Key header makes a retried deposit answer what the first one answered, refusals ' +
          'included, instead of paying twice (409 idempotency_in_progress while it still runs; 422 ' +
          'idempotency_key_reused for another body). Where the site requires them, a deposit needs the ' +
          'deposit profile filled (422 auth_fields_missed, the first missing field as `field`) and a verified ' +
          'phone (403 phone_verification_required).',
        headers: OptionalIdempotencyHeadersSchema,
        body: PaymentBodySchema,
        response: { 200: PaymentResultSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id } = playerOf(request);
      const { currency, amount } = request.body;
      await assertDepositProfile(app.db, id, depositRules);
      const call = { userId: id, scope: 'POST /api/platform/payments/deposit', body: request.body };
      const answer = await pay(
        app,
        { ...call, key: request.headers['idempotency-key'] },
        async (tx, reference) => {
          // Locked first, so two deposits cannot both fit under the limit that only one fits under.
          await lockAccount(tx, id, currency);
          await assertDepositAllowed(tx, { userId: id, currency, amount });
          const credited = await transfer(tx, {
            userId: id,
            currency,
            amount,
            direction: 'credit',
            kind: 'deposit',
            reference,
          });
          const announce = await app.bonuses.onDeposit(tx, { userId: id, currency, amount, now: new Date() });
          return { ...credited, announce };
        },
      );
      return sendAnswer(reply, answer);
    },
  );
};

export default route;
