// POST /virtual-wallet/sandbox/transactions - a provider game's money call: debit on play, credit on a win
import { WalletCallAnswerSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, signedRequest, takeRawJson } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  takeRawJson(app);
  app.post(
    '/virtual-wallet/sandbox/transactions',
    {
      bodyLimit: 10_000,
      schema: {
        tags: ['platform'],
        summary: 'A game round’s debit or credit, server to server, signed like the provider’s webhooks',
        description:
          'Body WalletCall {transaction_id, round_id, player_id, currency, amount, type: debit | credit}, signed ' +
          '`sandbox-signature` (401 bad_signature / signature_expired). Booked once per transaction_id (a repeat ' +
          'answers the current balance); 422 insufficient_funds for a debit beyond the balance.',
        response: { 200: WalletCallAnswerSchema, ...errors(400, 401, 404, 409, 422) },
      },
    },
    async (request) => {
      const { raw, signature } = signedRequest(request);
      return app.payments.walletCall(raw, signature);
    },
  );
};

export default route;
