// GET /healthz and GET /readyz - liveness and readiness probes

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({ status: z.literal('ok') });
const Ready = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.record(z.string(), z.boolean()).describe('Each dependency and whether it answered'),
});

/** Liveness answers as long as the process serves HTTP; readiness also needs the database and the broker. */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is alive', response: { 200: Health } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Dependencies are reachable',
        response: { 200: Ready, 503: Ready },
      },
    },
    async (_request, reply) => {
      const checks: Record<string, boolean> = { database: await app.database.ping() };
      if (app.hasDecorator('realtime')) checks.realtime = await app.realtime.ready();
      const ready = Object.values(checks).every(Boolean);
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
    },
  );
};

export default health;
