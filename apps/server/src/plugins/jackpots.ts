/**
 * The `jackpots` plugin: validates the jackpots configuration (jackpots.json, or `file`), seeds its levels, and
 * decorates the app with `jackpots` (src/jackpots). Not registered when the jackpots flag is off: then no bet
 * takes part and the routes answer 404.
 */
import fp from 'fastify-plugin';
import { type JackpotConfig, loadJackpots } from '../jackpots/jackpot-config.js';
import { seedLevels } from '../jackpots/level-store.js';
import { createJackpots, type Jackpots } from '../jackpots/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    jackpots: Jackpots;
  }
}

/** Options of the jackpots plugin. */
interface JackpotsPluginOptions {
  /** The jackpots file (JACKPOTS_FILE); the server's jackpots.json by default. */
  file?: string;
  /** Jackpots given directly (tests), instead of a file. */
  jackpots?: JackpotConfig[];
}

export default fp<JackpotsPluginOptions>(
  async (app, options) => {
    const jackpots = options.jackpots ?? (await loadJackpots(options.file));
    await seedLevels(app.db, jackpots);
    app.decorate('jackpots', createJackpots(app, jackpots));
  },
  { name: 'jackpots', dependencies: ['db'] },
);
