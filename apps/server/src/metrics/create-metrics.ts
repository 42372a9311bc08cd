/**
 * The server's Prometheus metrics (prom-client), in a registry of their own per app (tests build several apps in
 * one process). What is counted where it happens (HTTP answers, bets, feed events, settlement) is a counter or a
 * histogram the plugins feed; what other parts already keep (the hub's and the answer cache's statistics, the
 * database pool) is read at scrape time through `sources`, so nothing is counted twice.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUsage } from '../db/client.js';

/** What the registry reads when scraped; each is absent when its part does not run in this app. */
export interface MetricSources {
  realtime: () =>
    | { connections: number; subscriptions: number; published: number; delivered: number }
    | undefined;
  answerCache: () => { hits: number; misses: number } | undefined;
  pool: () => PoolUsage | null;
  /** Whether this instance leads the feed, and how long ago the feed last committed a tick (any instance). */
  feed: () => Promise<{ leader: boolean; sinceTickSeconds: number | null; queued: number } | undefined>;
}

/** A counter that mirrors a running total kept elsewhere (only grows; a smaller total is a restart of it). */
function mirrorCounter(registry: Registry, name: string, help: string, read: () => number | undefined) {
  let last = 0;
  return new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const total = read();
      if (total === undefined) return;
      if (total >= last) this.inc(total - last);
      last = total;
    },
  });
}

/** The registry and the metrics the app feeds. */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  // Process metrics: CPU, memory, handles, and the event-loop lag (nodejs_eventloop_lag_*_seconds).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP answers by method, route pattern and status; its _count is the request rate',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const betsPlaced = new Counter({
    name: 'bets_placed_total',
    help: 'POST /bets answered 200 (bets placed, counted once per request)',
    registers,
  });
  const betsRefused = new Counter({
    name: 'bets_refused_total',
    help: 'POST /bets refused, by the answer code (422 place codes, 503 prices_unavailable/unavailable...)',
    labelNames: ['code'] as const,
    registers,
  });
  const settlementSeconds = new Histogram({
    name: 'settlement_lag_seconds',
    help: "From a feed tick settling matches being committed to those matches' bets being settled",
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const feedEvents = new Counter({
    name: 'feed_events_total',
    help: 'Feed events committed by this instance (the leader), by type; rate() gives events per second',
    labelNames: ['type'] as const,
    registers,
  });
  const feedPublishFailures = new Counter({
    name: 'feed_publications_failed_total',
    help: 'Realtime publications of feed ticks that failed or timed out',
    registers,
  });

  const realtimeDeliveryLag = new Histogram({
    name: 'realtime_delivery_lag_seconds',
    help: 'From a publication (on any instance) to its fan-out to the sockets subscribed here',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });

  const realtime = sources.realtime;
  new Gauge({
    name: 'realtime_connections',
    help: 'Open realtime (WebSocket) connections on this instance',
    registers,
    collect() {
      const stats = realtime();
      if (stats) this.set(stats.connections);
    },
  });
  new Gauge({
    name: 'realtime_subscriptions',
    help: 'Channel subscriptions of the connections on this instance',
    registers,
    collect() {
      const stats = realtime();
      if (stats) this.set(stats.subscriptions);
    },
  });
  mirrorCounter(
    registry,
    'realtime_publications_total',
    'Publications sent through this instance',
    () => realtime()?.published,
  );
  mirrorCounter(
    registry,
    'realtime_deliveries_total',
    'Publication pushes written to sockets by this instance',
    () => realtime()?.delivered,
  );

  const cache = sources.answerCache;
  mirrorCounter(
    registry,
    'answer_cache_hits_total',
    'Catalogue answers served from the cache',
    () => cache()?.hits,
  );
  mirrorCounter(
    registry,
    'answer_cache_misses_total',
    'Catalogue answers computed (not in the cache)',
    () => cache()?.misses,
  );
  new Gauge({
    name: 'answer_cache_hit_ratio',
    help: 'Hits over hits and misses of the catalogue answer cache since start',
    registers,
    collect() {
      const stats = cache();
      if (stats && stats.hits + stats.misses > 0) this.set(stats.hits / (stats.hits + stats.misses));
    },
  });

  const pool = sources.pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool of this instance: connections by state (total, idle, waiting queries, max)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const usage = pool();
      if (!usage) return;
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, usage[state]);
    },
  });

  const feed = sources.feed;
  new Gauge({
    name: 'feed_leader',
    help: '1 when this instance runs the feed',
    registers,
    async collect() {
      const state = await feed();
      if (state) this.set(state.leader ? 1 : 0);
    },
  });
  new Gauge({
    name: 'feed_seconds_since_tick',
    help: 'Seconds since the feed (whichever instance leads) last committed a tick',
    registers,
    async collect() {
      const since = (await feed())?.sinceTickSeconds;
      if (since !== undefined && since !== null) this.set(since);
    },
  });

  new Gauge({
    name: 'feed_publications_queued',
    help: "Publications of the feed's committed ticks waiting for the broker (grows while it is away)",
    registers,
    async collect() {
      const state = await feed();
      if (state) this.set(state.queued);
    },
  });

  return {
    registry,
    httpDuration,
    betsPlaced,
    betsRefused,
    settlementSeconds,
    feedEvents,
    feedPublishFailures,
    realtimeDeliveryLag,
  };
}

/** See {@link createMetrics}. */
export type Metrics = ReturnType<typeof createMetrics>;
