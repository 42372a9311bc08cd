// GET /healthz and GET /readyz - liveness and readiness probes

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({ status: z.literal('ok') });
const Ready = z.object({
  status: z
    .enum(['ready', 'degraded', 'draining', 'unavailable'])
    .describe(
      'ready: every dependency answers; degraded: serving and taking bets, but realtime publications are delayed ' +
        '(the broker, or Centrifugo where publications go there, does not answer); draining: shutting down; ' +
        'unavailable: the database does not answer',
    ),
  checks: z.record(z.string(), z.boolean()).describe('Each dependency and whether it answered'),
});

/**
 * Liveness answers as long as the process serves HTTP. Readiness is 200 while the instance can take bets (the
 * database answers), also when only realtime is degraded, so a balancer does not drop every instance at once
 * over a broker outage; 503 when the database does not answer or the instance is draining.
 */
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
        summary: 'The instance can take requests, and which dependency answers',
        response: { 200: Ready, 503: Ready },
      },
    },
    async (_request, reply) => {
      const checks: Record<string, boolean> = { database: await app.database.ping() };
      if (app.hasDecorator('realtime')) Object.assign(checks, await app.realtime.readiness());
      const status = app.lifecycle.draining
        ? 'draining'
        : !checks.database
          ? 'unavailable'
          : Object.values(checks).every(Boolean)
            ? 'ready'
            : 'degraded';
      const code = status === 'ready' || status === 'degraded' ? 200 : 503;
      return reply.code(code).header('cache-control', 'no-store').send({ status, checks });
    },
  );
};

export default health;
