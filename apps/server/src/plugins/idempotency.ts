/**
 * The `idempotency` plugin: decorates the app with `idempotency` (src/idempotency), the one entrance of every
 * money-moving POST that carries an Idempotency-Key; forgets expired keys at start.
 */
import fp from 'fastify-plugin';
import { createIdempotency, type Idempotency } from '../idempotency/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: Idempotency;
  }
}

export default fp(
  async (app) => {
    const idempotency = createIdempotency(app.db);
    app.decorate('idempotency', idempotency);
    app.addHook('onReady', () => idempotency.purge());
  },
  { name: 'idempotency', dependencies: ['db'] },
);
