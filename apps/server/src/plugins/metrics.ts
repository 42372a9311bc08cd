/**
 * The `metrics` plugin: `app.metrics` (src/metrics), the HTTP answer histogram (every answer Fastify sends, by
 * route pattern, so a match id does not make a series of its own) and the bets counters (POST /api/v3/bets by
 * answer code). Registered early, so its hooks see every route; what it reads from later plugins (realtime,
 * catalogue, feed) it reads when scraped.
 */
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from '../metrics/create-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const PLACE_BETS_ROUTE = '/api/v3/bets';

/** The `code` of an error body, as a label; `unknown` when the body is not one. */
function codeOf(payload: unknown): string {
  if (typeof payload !== 'string') return 'unknown';
  try {
    const { code } = JSON.parse(payload) as { code?: unknown };
    return typeof code === 'string' || typeof code === 'number' ? String(code) : 'unknown';
  } catch {
    return 'unknown';
  }
}

export default fp(
  async (app) => {
    const metrics = createMetrics({
      realtime: () => (app.hasDecorator('realtime') ? app.realtime.stats() : undefined),
      answerCache: () => (app.hasDecorator('catalogue') ? app.catalogue.cacheStats() : undefined),
      pool: () => app.database.poolUsage(),
      feed: async () => {
        if (!app.hasDecorator('feedLeadership')) return undefined;
        // A follower reads the leader's heartbeat (cached for a second) so its gauge is current too.
        await app.feedLeadership.pricesCurrent().catch(() => false);
        return { ...app.feedLeadership.state(), queued: app.feedLeadership.publicationsQueued() };
      },
    });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      metrics.httpDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'POST' || request.routeOptions.url !== PLACE_BETS_ROUTE) return payload;
      if (reply.statusCode === 200) metrics.betsPlaced.inc();
      else metrics.betsRefused.inc({ code: codeOf(payload) });
      return payload;
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
