/**
 * The `wallet` plugin: makes sure every supported currency has its house account (the other side of every
 * ledger movement) and, when asked, seeds the demo player. The wallet itself is plain functions
 * (src/wallet/index.ts) that take a transaction; nothing is decorated.
 */
import fp from 'fastify-plugin';
import { DEMO_PLAYER, seedDemoPlayer } from '../players/demo-player.js';
import { ensureHouseAccounts } from '../wallet/index.js';

/** Options of the wallet plugin. */
interface WalletPluginOptions {
  /** Seed demo@sportsbook.local when missing. */
  demoPlayer?: boolean;
}

export default fp<WalletPluginOptions>(
  async (app, options) => {
    await ensureHouseAccounts(app.db);
    if (!options.demoPlayer) return;
    // In onReady, outside the plugin start-up timeout: hashing and depositing take a moment on a busy machine.
    app.addHook('onReady', async () => {
      if (await seedDemoPlayer(app.db)) app.log.info({ email: DEMO_PLAYER.email }, 'demo player created');
    });
  },
  { name: 'wallet', dependencies: ['db'] },
);
