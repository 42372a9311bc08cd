/**
 * Starts the server: reads the environment, builds the app, listens, prints the URL. SIGTERM (and SIGINT) drains
 * and closes it (plugins/lifecycle.ts `shutDown`: readiness fails for SHUTDOWN_DELAY_MS, then in-flight work
 * finishes within SHUTDOWN_TIMEOUT_MS); a second signal exits at once.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_PLAYER } from './players/demo-player.js';
import { shutDown } from './plugins/lifecycle.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) process.exit(1);
      closing = true;
      app.log.info({ signal, ...config.shutdown }, 'draining, then closing');
      shutDown(app, config.shutdown).then(
        (clean) => {
          if (!clean) app.log.warn('closing took too long: exiting anyway');
          process.exit(clean ? 0 : 1);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'closing failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Sportsbook server: http://${host}:${config.port} (API docs at /docs)`);
  if (config.demoPlayer) {
    console.log(`Demo player: ${DEMO_PLAYER.email} / ${DEMO_PLAYER.password}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
