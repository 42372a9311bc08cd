// GET /metrics - Prometheus metrics of this instance
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        summary: "This instance's metrics in the Prometheus text format (docs/operations.md lists them)",
        produces: ['text/plain'],
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const text = await app.metrics.registry.metrics();
      return reply
        .header('content-type', app.metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
};

export default route;
