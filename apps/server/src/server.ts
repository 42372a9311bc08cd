/** Starts the server: reads the environment, builds the app, listens, prints the URL, closes on a signal. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_PLAYER } from './players/demo-player.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'closing');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
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
