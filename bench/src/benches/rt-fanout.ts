/**
 * rt.fanout: N clients (10,000; 1,000 in --quick) subscribed to one channel of the real hub, then:
 * - memory: the server's RSS (after a full GC) with N idle subscribed connections minus before any, over N;
 * - latency: publications at a fixed rate (5/s) for a while; publish-to-receive latency p50/p99 and the
 *   messages delivered per second at that rate;
 * - throughput: a burst of publications (300,000 messages in all) published at once; delivered messages per
 *   second from the first publication to the last receipt (how fast the server fans out and the clients drain).
 * Reference: a Socket.IO server with socket.io-client, WebSocket transport, the same payloads and N, same steps.
 * Bars: throughput >= 3x Socket.IO; p99 <= 50 ms; <= 10 KB per idle connection.
 *
 * The clients run in 2 worker processes on the same cores as the server: their CPU competes with it, which
 * caps both systems alike; the figures are for this box, not for a server with its own cores. So the latency
 * step also counts the CPU time each process used per delivered message, and from it the least time in which
 * one publication can reach its last client here (`tailFloorMs`): the p99 cannot be much lower.
 *
 * `BENCH_RT_DELTA=1` runs the hub with fossil delta compression (the site's realtime_delta_compression flag):
 * its clients ask for it and rebuild every payload; the hub's wire bytes per message show what it saves.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Bench, BenchContext } from '../lib/context.js';
import { freePort, sleep } from '../lib/net.js';
import { CHILDREN_DIR } from '../lib/paths.js';
import { ask, type Child, startTsChild } from '../lib/proc.js';
import { type Figure, judge, ratioOf } from '../lib/report.js';
import { Histogram } from '../lib/stats.js';
import { stopBrowsing } from './web-shared.js';

const WORKERS = 2;
/** The cores the server and the clients share (see the file comment). */
const CORES = availableParallelism();
const LATENCY_RATE = 5;
const BURST_MESSAGES = 300_000;

/** One publication as the feed sends them: a markets_changed of a live football match (about 400 bytes). */
const PAYLOAD = {
  type: 'markets_changed',
  data: {
    match_id: 1234,
    markets: [
      {
        id: 1,
        specifier: '',
        status: 1,
        version: 42,
        outcomes: [
          { id: '1', active: true, odds: 2.15 },
          { id: 'X', active: true, odds: 3.3 },
          { id: '2', active: true, odds: 3.6 },
        ],
      },
      {
        id: 18,
        specifier: 'total=2.5',
        status: 1,
        version: 40,
        outcomes: [
          { id: 'over', active: true, odds: 1.95 },
          { id: 'under', active: true, odds: 1.87 },
        ],
      },
    ],
  },
};

interface SystemResult {
  connectMs: number;
  failed: number;
  bytesPerConnection: number;
  p50: number | null;
  p99: number | null;
  rateDelivered: number;
  rateExpected: number;
  burstPerSecond: number;
  burstDelivered: number;
  burstExpected: number;
  /** Bytes of the frames the clients received per delivered message at the fixed rate (hub only). */
  wireBytes: number | null;
  /** CPU time per delivered message at the fixed rate, µs: the server's, and the clients' (all workers). */
  serverCpuUs: number | null;
  clientCpuUs: number | null;
}

type CpuUsage = { user: number; system: number };

/** CPU time (µs) each child has used so far. */
async function cpuOf(children: Child[]): Promise<number[]> {
  const usages = await Promise.all(children.map((c) => ask<CpuUsage>(c, { cmd: 'cpu' })));
  return usages.map((u) => u.user + u.system);
}

/**
 * The least time one publication takes to reach its last client on this machine, from the CPU its messages
 * cost: the server sends them one after another on its one thread (n x server), each worker reads its share on
 * its one thread (n / workers x clients), and all of it shares the cores (n x both / cores).
 */
function tailFloorMs(r: SystemResult, n: number): number | null {
  if (r.serverCpuUs === null || r.clientCpuUs === null) return null;
  const perWorker = (r.clientCpuUs * n) / WORKERS;
  return Math.max(r.serverCpuUs * n, perWorker, ((r.serverCpuUs + r.clientCpuUs) * n) / CORES) / 1000;
}

interface Report {
  received: number;
  bytes?: number;
  firstAt: number;
  lastAt: number;
  hist: [number, number][];
}

async function collect(
  workers: Child[],
): Promise<{ received: number; lastAt: number; bytes: number; hist: Histogram }> {
  const reports = await Promise.all(workers.map((w) => ask<Report>(w, { cmd: 'report' })));
  const hist = new Histogram();
  for (const r of reports) hist.add(Histogram.fromSparse(r.hist));
  return {
    received: reports.reduce((a, r) => a + r.received, 0),
    bytes: reports.reduce((a, r) => a + (r.bytes ?? 0), 0),
    lastAt: Math.max(...reports.map((r) => r.lastAt)),
    hist,
  };
}

/** Waits until the workers stop receiving (nothing new for 1 s) or `maxMs` passed. */
async function drained(workers: Child[], expected: number, maxMs: number): Promise<void> {
  const until = Date.now() + maxMs;
  let last = -1;
  for (;;) {
    await sleep(1000);
    const { received } = await collect(workers);
    if (received >= expected || received === last || Date.now() > until) return;
    last = received;
  }
}

async function measureSystem(ctx: BenchContext, kind: 'hub' | 'socketio', n: number): Promise<SystemResult> {
  const port = await freePort();
  const server = startTsChild({
    name: `fanout-${kind}-server`,
    file: join(CHILDREN_DIR, 'fanout-server.ts'),
    args: [kind, String(port)],
    node: ['--expose-gc'],
    timeoutMs: 20 * 60_000,
  });
  const workers = Array.from({ length: WORKERS }, (_, i) =>
    startTsChild({
      name: `fanout-${kind}-clients-${i}`,
      file: join(CHILDREN_DIR, 'fanout-client.ts'),
      args: [kind],
      timeoutMs: 20 * 60_000,
    }),
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilListening(server);
    let token = '';
    if (kind === 'hub') {
      const res = await fetch(`${base}/api/v2/websocket/token`, { method: 'POST' });
      token = ((await res.json()) as { token: string }).token;
    }
    const url = kind === 'hub' ? `ws://127.0.0.1:${port}/connection/websocket` : base;
    const before = await ask<{ rss: number }>(server, { cmd: 'memory' });
    const t0 = Date.now();
    const connects = await Promise.all(
      workers.map((w, i) =>
        ask<{ connected: number; failed: number }>(
          w,
          { cmd: 'connect', url, token, count: Math.floor(n / WORKERS) + (i < n % WORKERS ? 1 : 0) },
          10 * 60_000,
        ),
      ),
    );
    const connectMs = Date.now() - t0;
    const connected = connects.reduce((a, c) => a + c.connected, 0);
    const failed = connects.reduce((a, c) => a + c.failed, 0);
    ctx.log(
      `  ${kind}: ${connected} clients subscribed in ${(connectMs / 1000).toFixed(1)} s (${failed} failed)`,
    );
    await sleep(2000);
    const after = await ask<{ rss: number }>(server, { cmd: 'memory' });
    const bytesPerConnection = (after.rss - before.rss) / Math.max(1, connected);

    // Latency at a fixed rate.
    const latencySeconds = ctx.quick ? 4 : 10;
    const count = LATENCY_RATE * latencySeconds;
    await Promise.all(workers.map((w) => ask(w, { cmd: 'reset' })));
    const [serverBefore = 0, ...workersBefore] = await cpuOf([server, ...workers]);
    await ask(server, { cmd: 'publish', count, rate: LATENCY_RATE, payload: PAYLOAD }, 10 * 60_000);
    await drained(workers, count * connected, 60_000);
    const [serverAfter = 0, ...workersAfter] = await cpuOf([server, ...workers]);
    const lat = await collect(workers);
    const sum = (values: number[]) => values.reduce((a, v) => a + v, 0);
    const perMessage = (us: number) => (lat.received > 0 ? us / lat.received : null);

    // Throughput: one burst, drained.
    const burst = Math.max(1, Math.round(BURST_MESSAGES / Math.max(1, connected)));
    await Promise.all(workers.map((w) => ask(w, { cmd: 'reset' })));
    const published = await ask<{ firstAt: number }>(
      server,
      { cmd: 'publish', count: burst, rate: 0, payload: PAYLOAD },
      10 * 60_000,
    );
    await drained(workers, burst * connected, 120_000);
    const thr = await collect(workers);
    await Promise.all(workers.map((w) => ask(w, { cmd: 'close' })));
    return {
      connectMs,
      failed,
      bytesPerConnection,
      p50: lat.hist.percentile(50),
      p99: lat.hist.percentile(99),
      rateDelivered: lat.received / latencySeconds,
      rateExpected: count * connected,
      burstPerSecond: thr.received / ((thr.lastAt - published.firstAt) / 1000),
      burstDelivered: thr.received,
      burstExpected: burst * connected,
      wireBytes: kind === 'hub' ? perMessage(lat.bytes) : null,
      serverCpuUs: perMessage(serverAfter - serverBefore),
      clientCpuUs: perMessage(sum(workersAfter) - sum(workersBefore)),
    };
  } finally {
    await Promise.all([server.stop(), ...workers.map((w) => w.stop())]);
  }
}

/** The server child answers IPC only once it listens (its commands are served after `listen`). */
async function waitUntilListening(server: Child): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      await ask(server, { cmd: 'count' }, 5000);
      return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${server.name} did not start (log: ${server.logFile})`);
    await sleep(250);
  }
}

async function run(ctx: BenchContext): Promise<Figure[]> {
  // The web stack's servers would compete for the cores with thousands of sockets: stop them first. --quick
  // keeps the API up (its feed takes a few % of a core) for api.read, which saves a server start.
  if (ctx.quick) {
    await ctx.stopService('browse-web');
    ctx.note("--quick: the web benchmarks' API (its feed running) stayed up during this benchmark");
  } else await stopBrowsing(ctx);
  const n = ctx.quick ? 1000 : 10_000;
  const hub = await measureSystem(ctx, 'hub', n);
  await sleep(2000);
  const sio = await measureSystem(ctx, 'socketio', n);
  const throughputRatio = ratioOf(hub.burstPerSecond, sio.burstPerSecond);
  if (process.env.BENCH_RT_DELTA === '1')
    ctx.note('BENCH_RT_DELTA=1: the hub and its clients with fossil delta compression');
  ctx.note(
    `N = ${n} clients in ${WORKERS} worker processes on the same ${CORES} cores as the server; payload a ~400 B ` +
      `markets_changed; latency at ${LATENCY_RATE} publications/s (${(LATENCY_RATE * n).toLocaleString('en')} messages/s) for ` +
      `${ctx.quick ? 4 : 10} s; throughput from one burst of ${Math.round(BURST_MESSAGES / n)} publications ` +
      `(${BURST_MESSAGES.toLocaleString('en')} messages)`,
  );
  for (const [label, r] of [
    ['hub', hub],
    ['Socket.IO', sio],
  ] as const)
    ctx.note(
      `${label}: connect ${(r.connectMs / 1000).toFixed(1)} s (${r.failed} failed); at the fixed rate ` +
        `${r.rateDelivered.toFixed(0)} msgs/s delivered; burst ${r.burstDelivered} of ${r.burstExpected} delivered`,
    );
  return [
    {
      name: 'throughput (burst, delivered msgs/s)',
      value: hub.burstPerSecond,
      unit: 'msg/s',
      reference: { label: 'Socket.IO', value: sio.burstPerSecond, unit: 'msg/s' },
      ratio: throughputRatio,
      bar: '>= 3x Socket.IO',
      status: hub.burstDelivered < hub.burstExpected ? 'fail' : judge(throughputRatio, '>=', 3),
    },
    {
      name: `publish-to-receive p99 (${LATENCY_RATE}/s)`,
      value: hub.p99,
      unit: 'ms',
      reference: { label: 'Socket.IO', value: sio.p99, unit: 'ms' },
      ratio: ratioOf(hub.p99, sio.p99),
      bar: '<= 50 ms',
      status: judge(hub.p99, '<=', 50),
    },
    {
      name: `publish-to-receive p50 (${LATENCY_RATE}/s)`,
      value: hub.p50,
      unit: 'ms',
      reference: { label: 'Socket.IO', value: sio.p50, unit: 'ms' },
      status: 'info',
    },
    {
      name: `CPU per delivered message (${LATENCY_RATE}/s): server`,
      value: hub.serverCpuUs,
      unit: 'µs',
      reference: { label: 'Socket.IO', value: sio.serverCpuUs, unit: 'µs' },
      status: 'info',
    },
    {
      name: `CPU per delivered message (${LATENCY_RATE}/s): clients`,
      value: hub.clientCpuUs,
      unit: 'µs',
      reference: { label: 'Socket.IO', value: sio.clientCpuUs, unit: 'µs' },
      status: 'info',
    },
    {
      name: 'least time for a publication to reach all N clients here (from that CPU)',
      value: tailFloorMs(hub, n),
      unit: 'ms',
      reference: { label: 'Socket.IO', value: tailFloorMs(sio, n), unit: 'ms' },
      status: 'info',
      note:
        `max(N x server, N / ${WORKERS} workers x clients, N x (server + clients) / ${CORES} cores): ` +
        "a publication's last client cannot have it sooner on this machine, nor its 99th percentile much sooner",
    },
    {
      name: `hub wire bytes per delivered message (${LATENCY_RATE}/s)`,
      value: hub.wireBytes,
      unit: 'B',
      status: 'info',
    },
    {
      name: 'server RSS per idle connection',
      value: hub.bytesPerConnection,
      unit: 'B',
      reference: { label: 'Socket.IO', value: sio.bytesPerConnection, unit: 'B' },
      ratio: ratioOf(hub.bytesPerConnection, sio.bytesPerConnection),
      bar: '<= 10 KB',
      status: judge(hub.bytesPerConnection, '<=', 10_000),
    },
  ];
}

export const rtFanout: Bench = {
  id: 'rt.fanout',
  title: 'hub fan-out to N subscribed clients vs Socket.IO: latency, throughput, memory per connection',
  run,
};
