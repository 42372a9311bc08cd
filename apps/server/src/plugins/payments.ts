/**
 * The `payments` plugin: decorates the app with `payments` (src/payments: deposit intents settled by the
 * provider's signed webhooks, payout requests).
 */
import fp from 'fastify-plugin';
import { createPayments, type Payments, type ProviderSettings } from '../payments/service.js';
import type { DepositRules } from '../players/deposit-profile.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Options of the payments plugin. */
interface PaymentsPluginOptions {
  provider: ProviderSettings;
  depositRules: DepositRules;
}

export default fp<PaymentsPluginOptions>(
  async (app, options) => {
    app.decorate('payments', createPayments(app, options.provider, options.depositRules));
  },
  { name: 'payments', dependencies: ['db', 'wallet'] },
);
