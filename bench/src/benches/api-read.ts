/**
 * api.read: GET /api/v2/matches, 50 matches a page with their main and secondary markets (the query of the
 * web's category lists), 64 connections, against Fastify's hello-world route on the same machine for the same
 * time. Bar: >= 0.5x hello-world req/s. Measured on the default database (PGlite, the default world of 3,000
 * matches with the feed running) and, when there is one, on PostgreSQL: one instance, then two behind nginx
 * (deploy/local-topology.sh, with its own Redis; nginx, Redis and envsubst needed); --quick loads the web
 * benchmarks' API (1,000 matches, PGlite) and leaves PostgreSQL and the topology out.
 *
 * Requests carry what a browser sends (Accept-Language, and Accept-Encoding: gzip, deflate, br, zstd), so the
 * answer comes as the server sends it to a bettor: brotli-compressed. The same load without Accept-Encoding
 * (the answer's ~80 KB of JSON as they are) is reported beside it, for information.
 */
import { get } from 'node:http';
import { join } from 'node:path';
import { toQueryString } from '@sportsbook/contract';
import type { Bench, BenchContext } from '../lib/context.js';
import { cpuDuring, describeCpu } from '../lib/cpu.js';
import { httpLoad, type LoadResult, loadGenerator } from '../lib/load.js';
import { freePort, sleep, waitForHttp } from '../lib/net.js';
import { CHILDREN_DIR } from '../lib/paths.js';
import { sharedPostgres } from '../lib/postgres.js';
import { startTsChild } from '../lib/proc.js';
import { type Figure, judge, notMeasured, ratioOf } from '../lib/report.js';
import { type ApiStack, startApi, startTopology } from '../lib/stacks.js';
import { browseApi, stopBrowsing } from './web-shared.js';

const CONNECTIONS = 64;

/** The query the web's category and league lists send (features/events/list-params.ts), page 1. */
const MATCHES_QUERY = toQueryString({
  type: 'match',
  match_status: [0, 1],
  sort_by: ['sport_priority.asc', 'tournament_priority.asc', 'tournament_id.asc', 'start_time.asc'],
  limit: 50,
});

/** The load on `url`, and (in a note) what a request cost the machine's CPU, by program. */
async function measure(
  ctx: BenchContext,
  label: string,
  url: string,
  seconds: number,
  headers?: Record<string, string>,
): Promise<LoadResult> {
  // A short warm-up first: the JIT and the server's caches, not the first second of a cold process.
  await httpLoad({ url, connections: CONNECTIONS, durationSeconds: 3, headers });
  // A slow server is still working off the warm-up's requests: this answer comes once it has.
  await (await fetch(url, { headers })).arrayBuffer();
  const { value, cpu } = await cpuDuring(() =>
    httpLoad({ url, connections: CONNECTIONS, durationSeconds: seconds, headers }),
  );
  ctx.note(`${label}: ${describeCpu(cpu, value.total)}`);
  return value;
}

async function helloWorld(ctx: BenchContext, seconds: number): Promise<LoadResult> {
  const port = await freePort();
  const child = startTsChild({
    name: 'api-read-hello',
    file: join(CHILDREN_DIR, 'hello-server.ts'),
    args: [String(port)],
    timeoutMs: 5 * 60_000,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 60_000, 'hello-world server');
    return await measure(ctx, 'hello-world', `http://127.0.0.1:${port}/`, seconds);
  } finally {
    await child.stop();
  }
}

/** What a browser sends with its API calls (the parts the answer depends on). */
const BROWSER_HEADERS = { 'accept-language': 'en', 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The answer's size on the wire for `headers` (node:http: fetch would decode it). */
function wireBytes(url: string, headers: Record<string, string>): Promise<{ bytes: number; coding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ bytes, coding: String(res.headers['content-encoding'] ?? 'none') }));
    }).on('error', reject);
  });
}

interface MatchesLoad {
  /** As a browser asks: compressed. */
  browser: LoadResult;
  /** Without Accept-Encoding. */
  plain: LoadResult;
}

/** Loads GET /matches on `api`, as a browser asks and without Accept-Encoding; `label` names the database. */
async function matchesLoad(
  ctx: BenchContext,
  label: string,
  api: ApiStack,
  seconds: number,
): Promise<MatchesLoad> {
  const url = `${api.url}/api/v2/matches?${MATCHES_QUERY}`;
  const sample = await fetch(url, { headers: { 'accept-language': 'en' } });
  const text = await sample.text();
  const body = JSON.parse(text) as { data?: { main_market: unknown }[] };
  const rows = body.data?.length ?? 0;
  const withMain = body.data?.filter((m) => m.main_market !== null).length ?? 0;
  if (sample.status !== 200 || rows === 0)
    throw new Error(`GET /matches answered ${sample.status} with ${rows} rows`);
  const wire = await wireBytes(url, BROWSER_HEADERS);
  ctx.note(
    `${label}: ${rows} matches a page (${withMain} with a main market), ${text.length} B of JSON; ` +
      `as a browser asks: ${wire.bytes} B (Content-Encoding: ${wire.coding})`,
  );
  const results: LoadResult[] = [];
  for (const [how, headers] of [
    ['as a browser asks', BROWSER_HEADERS],
    ['without Accept-Encoding', { 'accept-language': 'en' }],
  ] as const) {
    const result = await measure(ctx, `${label}, ${how}`, url, seconds, headers);
    if (result.non2xx + result.errors + result.timeouts > 0)
      ctx.note(
        `${label}, ${how}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    results.push(result);
  }
  const [browser, plain] = results as [LoadResult, LoadResult];
  return { browser, plain };
}

/** A server of its own with the given environment, loaded, then stopped. */
async function ownServer(ctx: BenchContext, label: string, env: Record<string, string>, seconds: number) {
  const api = await startApi({ name: `api-read-server-${label}`, env, timeoutMs: 10 * 60_000 });
  try {
    return await matchesLoad(ctx, label, api, seconds);
  } finally {
    await api.stop();
  }
}

async function run(ctx: BenchContext): Promise<Figure[]> {
  // --quick: 5 s loads, like the other load benchmarks' (the full run's 20 s is the figure to keep). A server
  // that answers a few requests a second completes none of 64 in flight within that: its ratio reads 0, which
  // fails the bar as it should.
  const seconds = ctx.quick ? 5 : 20;
  let pglite: MatchesLoad;
  let postgres: MatchesLoad | null = null;
  let topology: MatchesLoad | null = null;
  let pgMissing = 'not in --quick (a second server start)';
  let topologyMissing = 'not in --quick (the topology start)';
  if (ctx.quick) {
    // The web benchmarks' API (1,000 matches): one server start less.
    pglite = await matchesLoad(ctx, 'PGlite', await browseApi(ctx), seconds);
    await stopBrowsing(ctx);
  } else {
    await stopBrowsing(ctx);
    // The default world (3,000 matches, 120 live) with the feed running: reads compete with its writes.
    pglite = await ownServer(ctx, 'PGlite', {}, seconds);
    const pg = await sharedPostgres(ctx);
    if ('missing' in pg) pgMissing = pg.missing;
    else {
      await pg.createDatabase('sb_bench_read');
      postgres = await ownServer(ctx, 'PostgreSQL', { DATABASE_URL: pg.url('sb_bench_read') }, seconds);
      // The same world on two instances behind nginx (deploy/local-topology.sh), its own database and Redis.
      await pg.createDatabase('sb_bench_read_topology');
      const stack = await startTopology({
        name: 'api-read-topology',
        databaseUrl: pg.url('sb_bench_read_topology'),
        timeoutMs: 10 * 60_000,
      });
      if ('missing' in stack) topologyMissing = stack.missing;
      else {
        try {
          topology = await matchesLoad(ctx, 'two instances behind nginx', stack, seconds);
        } finally {
          await stack.stop();
        }
      }
    }
    if (!postgres) topologyMissing = pgMissing;
  }
  await sleep(500);
  const hello = await helloWorld(ctx, seconds);
  ctx.note(
    `GET /matches?${MATCHES_QUERY}; ${
      loadGenerator() === 'wrk' ? 'wrk (one thread)' : 'autocannon (no wrk on this machine)'
    }, ${CONNECTIONS} connections, 3 s warm-up then ${seconds} s; each server ` +
      `alone with the load generator; API with LOG_LEVEL=warn (info logs every request), feed running (${
        ctx.quick ? '1,000 matches, 100 live' : '3,000 matches, 120 live'
      })`,
  );
  const reference = { label: 'hello-world', value: hello.requestsPerSecond, unit: 'req/s' };
  const figures: Figure[] = [];
  for (const [label, result, missing] of [
    ['PGlite, the default', pglite, ''],
    ['PostgreSQL', postgres, pgMissing],
    ['PostgreSQL, two instances behind nginx', topology, topologyMissing],
  ] as const) {
    if (!result) {
      figures.push(notMeasured(`GET /matches req/s (${label})`, missing, '>= 0.5x hello-world'));
      continue;
    }
    const ratio = ratioOf(result.browser.requestsPerSecond, hello.requestsPerSecond);
    figures.push(
      {
        name: `GET /matches req/s (${label})`,
        value: result.browser.requestsPerSecond,
        unit: 'req/s',
        reference,
        ratio,
        bar: '>= 0.5x hello-world',
        status: judge(ratio, '>=', 0.5),
      },
      {
        name: `GET /matches p99 (${label})`,
        value: result.browser.p99,
        unit: 'ms',
        reference: { label: 'hello-world p99', value: hello.p99, unit: 'ms' },
        status: 'info',
      },
      {
        name: `GET /matches req/s without Accept-Encoding (${label})`,
        value: result.plain.requestsPerSecond,
        unit: 'req/s',
        reference,
        ratio: ratioOf(result.plain.requestsPerSecond, hello.requestsPerSecond),
        status: 'info',
      },
    );
  }
  return figures;
}

export const apiRead: Bench = {
  id: 'api.read',
  title: 'GET /matches (50 a page with markets), 64 connections, vs Fastify hello-world',
  run,
};
