/** `app.errorReporter` (src/error-reporting): the errors plugin reports 5xx answers through it; flushed on close. */
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { createErrorReporter, type ErrorReporter } from '../error-reporting/reporter.js';

declare module 'fastify' {
  interface FastifyInstance {
    errorReporter: ErrorReporter;
  }
}

export default fp<{ errorReporting: Config['errorReporting'] }>(
  async (app, { errorReporting }) => {
    const reporter = await createErrorReporter(errorReporting);
    app.decorate('errorReporter', reporter);
    app.addHook('onClose', async () => {
      await reporter.flush(2000);
    });
  },
  { name: 'error-reporting' },
);
