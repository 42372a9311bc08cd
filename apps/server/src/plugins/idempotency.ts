/**
 * The `idempotency` plugin: decorates the app with `idempotency` (src/idempotency), the one entrance of every
 * money-moving POST that carries an Idempotency-Key; deletes expired keys at start and then every hour, so the
 * table holds about a day of keys however long the server runs.
 */
import fp from 'fastify-plugin';
import { createIdempotency, type Idempotency, type IdempotencyOptions } from '../idempotency/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: Idempotency;
  }
}

const PURGE_EVERY_MS = 3_600_000;

export default fp(
  async (app, options: Pick<IdempotencyOptions, 'leaseMs'>) => {
    const idempotency = createIdempotency(app.db, options);
    app.decorate('idempotency', idempotency);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await idempotency.purge();
      timer = setInterval(() => {
        idempotency
          .purge()
          .catch((error: unknown) => app.log.error({ err: error }, 'idempotency purge failed'));
      }, PURGE_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency', dependencies: ['db'] },
);
