/**
 * The `bets` plugin: decorates the app with `bets` (src/bets: placing, my bets, cashout, bet builder,
 * settlement). It listens to the feed's committed ticks when the feed runs (settlement on match_settled, cashout
 * offers on market moves); on start it settles what finished while the server was down and re-checks live bets
 * left waiting out their delay.
 */
import fp from 'fastify-plugin';
import { type Betting, createBetting } from '../bets/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    bets: Betting;
  }
}

/** Options of the bets plugin. */
interface BetsPluginOptions {
  /** The live delay in ms (LIVE_BET_DELAY_MS by default). */
  liveDelayMs?: number;
}

export default fp<BetsPluginOptions>(
  async (app, options) => {
    const betting = createBetting(app, { liveDelayMs: options.liveDelayMs });
    app.decorate('bets', betting);
    if (app.hasDecorator('feedListeners'))
      app.feedListeners.push((events, changes) => betting.onFeedTick(events, changes));
    // After the feed's own onReady (registered earlier), so a restart settles against the loaded world.
    app.addHook('onReady', () => betting.start());
    app.addHook('preClose', () => betting.close());
  },
  { name: 'bets', dependencies: ['db', 'catalogue', 'idempotency', 'site'] },
);
