/**
 * The apps under test, started the way e2e starts them (e2e/playwright.config.ts): the API with an in-memory
 * database (DATA_DIR=memory://) and a fixed feed seed, the web app's production build with `next start`. The
 * web build goes to apps/web/.next-bench (NEXT_DIST_DIR) so the build e2e serves in .next is never replaced.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, waitForHttp } from './net.js';
import { CHILDREN_DIR, NEXT_BIN, REPO_DIR, SERVER_DIR, WEB_DIR, WEB_DIST_DIR } from './paths.js';
import { type Child, runToEnd, startProcess, startTsChild } from './proc.js';

/** apps/web's post-build step (see `compileHints`). */
const COMPILE_HINTS_SCRIPT = join(WEB_DIR, 'scripts', 'compile-hints.mjs');

export interface ApiStack {
  url: string;
  port: number;
  child: Child;
  stop(): Promise<void>;
}

export interface ApiOptions {
  name: string;
  /** Server environment on top of the defaults (memory database, seed 42, log level warn). */
  env?: Record<string, string | undefined>;
  /**
   * Run bench/src/children/bench-api.ts (the same app plus /__bench routes that publish through the server's
   * own publisher) instead of apps/server/src/server.ts.
   */
  benchRoutes?: boolean;
  timeoutMs: number;
}

/** Starts the API server on a free loopback port and waits for /healthz. */
export async function startApi(options: ApiOptions): Promise<ApiStack> {
  const port = await freePort();
  const env = {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: 'memory://',
    FEED_SEED: '42',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const child = startTsChild({
    name: options.name,
    file: options.benchRoutes ? join(CHILDREN_DIR, 'bench-api.ts') : join(SERVER_DIR, 'src', 'server.ts'),
    cwd: SERVER_DIR,
    env,
    // BENCH_API_PROFILE_DIR=<dir>: a V8 CPU profile of each API server, written when it stops.
    node: process.env.BENCH_API_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_PROFILE_DIR}`]
      : [],
    timeoutMs: options.timeoutMs,
  });
  let alive = true;
  void child.exited.then(() => {
    alive = false;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, 180_000, `API server (${options.name})`, () => alive);
  return { url, port, child, stop: () => child.stop() };
}

/** Newest modification time (ms) of any file under `dir`, skipping build output and dependencies. */
function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.next') || entry.name === 'coverage')
      continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** What the web build depends on: the app's sources and messages, its config, the workspace packages. */
function sourcesMtime(): number {
  return Math.max(
    newestMtime(join(WEB_DIR, 'src')),
    newestMtime(join(WEB_DIR, 'messages')),
    newestMtime(join(WEB_DIR, 'public')),
    newestMtime(join(WEB_DIR, 'next.config.ts')),
    newestMtime(join(WEB_DIR, 'package.json')),
    newestMtime(join(WEB_DIR, 'scripts')),
    newestMtime(join(REPO_DIR, 'packages', 'domain', 'src')),
    newestMtime(join(REPO_DIR, 'packages', 'contract', 'src')),
    newestMtime(join(REPO_DIR, 'package-lock.json')),
  );
}

export interface WebBuild {
  /** 'reused' when .next-bench was newer than the sources; 'stale' when reused though older (--reuse-build). */
  state: 'built' | 'reused' | 'stale';
  buildMs: number | null;
}

let buildOnce: Promise<WebBuild> | null = null;

/**
 * Builds apps/web into .next-bench unless that build is newer than every source (`rebuild` forces a build,
 * `reuse` takes any existing build even when sources changed since, for quick iterations).
 */
export function ensureWebBuild(options: { rebuild: boolean; reuse: boolean }): Promise<WebBuild> {
  buildOnce ??= (async () => {
    const buildId = join(WEB_DIR, WEB_DIST_DIR, 'BUILD_ID');
    if (!options.rebuild && existsSync(buildId)) {
      const fresh = statSync(buildId).mtimeMs > sourcesMtime();
      const state = fresh ? 'reused' : options.reuse ? 'stale' : null;
      if (state) {
        await compileHints();
        return { state, buildMs: null };
      }
    }
    const started = Date.now();
    console.log(`[bench] building apps/web into ${WEB_DIST_DIR} (next build; minutes on 2 cores) ...`);
    await runToEnd({
      name: 'web-build',
      command: process.execPath,
      args: [NEXT_BIN, 'build'],
      cwd: WEB_DIR,
      env: { NEXT_DIST_DIR: WEB_DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' },
      timeoutMs: 30 * 60_000,
    });
    await compileHints();
    return { state: 'built', buildMs: Date.now() - started };
  })();
  return buildOnce;
}

/**
 * The web build's own last step (apps/web's `build` script runs it after `next build`): the compile hint on its
 * first-load scripts. Idempotent, so a reused build made before the step existed gets it too.
 */
async function compileHints(): Promise<void> {
  await runToEnd({
    name: 'web-compile-hints',
    command: process.execPath,
    args: [COMPILE_HINTS_SCRIPT],
    cwd: WEB_DIR,
    env: { NEXT_DIST_DIR: WEB_DIST_DIR },
    timeoutMs: 60_000,
  });
}

export interface WebStack {
  url: string;
  api: ApiStack;
  child: Child;
  stop(): Promise<void>;
}

/** The web app's server (apps/web/server.mjs) on the .next-bench build on a free port, talking to `api`; waits for a page to answer. */
export async function startWeb(api: ApiStack, name = 'web'): Promise<WebStack> {
  const port = await freePort();
  const child = startProcess({
    name,
    command: process.execPath,
    // No `-H 127.0.0.1`: with it every page of the app answers 307 to itself (the proxy's rewrite names
    // localhost, which then counts as another host). The load still only goes to 127.0.0.1.
    args: ['server.mjs', '-p', String(port)],
    cwd: WEB_DIR,
    env: {
      NEXT_DIST_DIR: WEB_DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      API_URL: api.url,
      NEXT_PUBLIC_REALTIME_URL: `ws://127.0.0.1:${api.port}/connection/websocket`,
    },
    timeoutMs: 60 * 60_000,
  });
  let alive = true;
  void child.exited.then(() => {
    alive = false;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/sports/general-rules`, 120_000, `web app (${name})`, () => alive);
  return { url, api, child, stop: () => child.stop() };
}

/**
 * The scaled-out topology (deploy/local-topology.sh, NO_WEB=1): two API instances on `databaseUrl` and a Redis of
 * the script's own, nginx in front; `url` is nginx's. Null with the reason when the machine lacks nginx or Redis.
 */
export async function startTopology(options: {
  name: string;
  databaseUrl: string;
  env?: Record<string, string | undefined>;
  timeoutMs: number;
}): Promise<ApiStack | { missing: string }> {
  for (const tool of ['nginx', 'redis-server', 'envsubst']) {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    } catch {
      return { missing: `no ${tool} on this machine` };
    }
  }
  const [port, portA, portB, redisPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const child = startProcess({
    name: options.name,
    command: join(REPO_DIR, 'deploy', 'local-topology.sh'),
    env: {
      NO_WEB: '1',
      NGINX_PORT: String(port),
      API_PORT_A: String(portA),
      API_PORT_B: String(portB),
      REDIS_PORT: String(redisPort),
      REDIS_URL: undefined,
      DATABASE_URL: options.databaseUrl,
      FEED_SEED: '42',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '0',
      ...options.env,
    },
    timeoutMs: options.timeoutMs,
  });
  let alive = true;
  void child.exited.then(() => {
    alive = false;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/readyz`, 240_000, `topology (${options.name})`, () => alive);
  // The script stops its instances, then its Redis: give it the time to.
  return { url, port, child, stop: () => child.stop(30_000) };
}
