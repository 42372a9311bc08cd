/**
 * The `payments` plugin: decorates the app with `payments` (src/payments: deposit intents settled by the
 * provider's signed webhooks, payout requests, the provider games' virtual wallet).
 */
import fp from 'fastify-plugin';
import { createPayments, type Payments, type ProviderSettings } from '../payments/service.js';
import type { GameApps } from '../payments/virtual-wallet.js';
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
  /** The provider's games on offer (ADDITIONAL_PROVIDERS). */
  games: GameApps;
}

export default fp<PaymentsPluginOptions>(
  async (app, options) => {
    app.decorate('payments', createPayments(app, options.provider, options.depositRules, options.games));
  },
  { name: 'payments', dependencies: ['db', 'wallet'] },
);
