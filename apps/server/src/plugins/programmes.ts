/**
 * The `programmes` plugin: validates the programme configuration (bonus-programmes.json, or `programmesFile`),
 * seeds it after the bonus campaigns, decorates the app with `programmes` (src/programmes), and pays ended
 * tournaments at start and every `payEveryMs`.
 */
import fp from 'fastify-plugin';
import { loadProgrammes, type Programme } from '../programmes/programme-config.js';
import { seedProgrammes } from '../programmes/programme-store.js';
import { announceProgrammes } from '../programmes/publish.js';
import { createProgrammes, type Programmes } from '../programmes/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    programmes: Programmes;
  }
}

/** Options of the programmes plugin. */
interface ProgrammesPluginOptions {
  /** The programmes file (BONUS_PROGRAMMES_FILE); the server's bonus-programmes.json by default. */
  programmesFile?: string;
  /** Programmes given directly (tests), instead of a file. */
  programmes?: Programme[];
  /** How often ended tournaments are looked for; 0 turns the timer off (tests pay by hand). */
  payEveryMs?: number;
}

export default fp<ProgrammesPluginOptions>(
  async (app, options) => {
    const programmes = options.programmes ?? (await loadProgrammes(options.programmesFile));
    await seedProgrammes(app.db, programmes);
    const service = createProgrammes(app.db);
    app.decorate('programmes', service);
    const every = options.payEveryMs ?? 30_000;
    if (every <= 0) return;
    const pay = async () => {
      try {
        await announceProgrammes(app, { issued: await service.payEnded(), pools: [] });
      } catch (error) {
        app.log.error({ err: error }, 'tournament payout failed');
      }
    };
    const timer = setInterval(() => void pay(), every);
    timer.unref();
    app.addHook('onReady', pay);
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'programmes', dependencies: ['db', 'bonuses'] },
);
