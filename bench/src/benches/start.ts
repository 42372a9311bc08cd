/**
 * start: a fresh `git clone` of the repository (its committed HEAD) into a temp dir, `npm ci`, then `npm start`
 * until the first page (/sports) is served; then stopped and `npm start` again (everything built, the data
 * dir there) until the first page. Bar: the second start <= 15 s; the first is reported.
 *
 * Only in full runs: --quick says so (the clone, the install and two starts take minutes of network and CPU).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bench, BenchContext } from '../lib/context.js';
import { freePort, sleep } from '../lib/net.js';
import { REPO_DIR } from '../lib/paths.js';
import { runToEnd, startProcess } from '../lib/proc.js';
import { type Figure, judge, notMeasured } from '../lib/report.js';

const BAR = '<= 15 s';
const FIRST = 'fresh clone: npm ci + npm start to first page';
const SECOND = 'second start (built) to first page';

/** A start that served no page; the message says why when the log tells. */
class NoPage extends Error {}

/** Why a start served no page, from its log: the known way it goes wrong, else where the log is. */
function webNeverStarted(log: string): boolean {
  return log.includes('API server ready') && !log.includes('Next.js') && !log.includes('building');
}

function diagnose(logFile: string, limitMs: number): string {
  if (webNeverStarted(readFileSync(logFile, 'utf8')))
    return (
      'npm start started the API only, never the web app (scripts/start.mjs starts an app once its entry exists ' +
      `and looks for apps/web/app, but the app is in apps/web/src/app); log: ${logFile}`
    );
  return `no page within ${Math.round(limitMs / 1000)} s (log: ${logFile})`;
}

/** `npm start` in `dir` until GET /sports answers 200; answers the seconds it took. Stops it after. */
async function timeStart(
  name: string,
  dir: string,
  limitMs: number,
  extraEnv: Record<string, string> = {},
): Promise<number> {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const started = Date.now();
  const child = startProcess({
    name,
    command: 'npm',
    args: ['start'],
    cwd: dir,
    env: {
      PORT: String(apiPort),
      WEB_PORT: String(webPort),
      API_URL: `http://localhost:${apiPort}`,
      NEXT_PUBLIC_REALTIME_URL: `ws://localhost:${apiPort}/connection/websocket`,
      NEXT_TELEMETRY_DISABLED: '1',
      ...extraEnv,
    },
    timeoutMs: limitMs + 60_000,
  });
  let alive = true;
  void child.exited.then(() => {
    alive = false;
  });
  let apiReadyAt = 0;
  try {
    for (;;) {
      if (!alive) throw new NoPage(`npm start exited before serving a page (log: ${child.logFile})`);
      try {
        const res = await fetch(`http://127.0.0.1:${webPort}/sports`, {
          signal: AbortSignal.timeout(30_000),
        });
        const html = await res.text();
        // A page with the catalogue in it (odds buttons carry data-layout), not the page's error state while the
        // API is still loading: the web app starts next to the API and answers before the API does.
        if (res.status === 200 && html.includes('data-layout=')) return (Date.now() - started) / 1000;
      } catch {
        // not yet
      }
      if (Date.now() - started > limitMs) throw new NoPage(diagnose(child.logFile, limitMs));
      // The API is up and 20 s later nothing of the web app started (start.mjs moves on to it at once): it won't.
      if (apiReadyAt === 0 && readFileSync(child.logFile, 'utf8').includes('API server ready'))
        apiReadyAt = Date.now();
      if (
        apiReadyAt > 0 &&
        Date.now() - apiReadyAt > 20_000 &&
        webNeverStarted(readFileSync(child.logFile, 'utf8'))
      ) {
        const api = ((apiReadyAt - started) / 1000).toFixed(0);
        throw new NoPage(`${diagnose(child.logFile, limitMs)}; the API answered ${api} s after the start`);
      }
      await sleep(250);
    }
  } finally {
    await child.stop(15_000);
  }
}

/** `timeStart`, or null with the reason when no page came. */
async function tryStart(
  ...args: Parameters<typeof timeStart>
): Promise<{ seconds: number } | { reason: string }> {
  try {
    return { seconds: await timeStart(...args) };
  } catch (error) {
    if (error instanceof NoPage) return { reason: error.message };
    throw error;
  }
}

function secondFigure(name: string, result: { seconds: number } | { reason: string }): Figure {
  if ('reason' in result) return notMeasured(name, result.reason, BAR, 's');
  return { name, value: result.seconds, unit: 's', bar: BAR, status: judge(result.seconds, '<=', 15) };
}

async function quick(ctx: BenchContext): Promise<Figure[]> {
  ctx.note('--quick leaves start out (a start takes a minute or more here): npm run bench -- start');
  return [
    notMeasured(FIRST, 'only in a full run (npm run bench -- start)'),
    notMeasured(SECOND, 'only in a full run (npm run bench -- start)', BAR, 's'),
  ];
}

async function full(ctx: BenchContext): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'sb-bench-start-'));
  const clone = join(dir, 'sportsbook');
  try {
    const t0 = Date.now();
    execFileSync('git', ['clone', '--quiet', REPO_DIR, clone]);
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: clone,
      encoding: 'utf8',
    }).trim();
    const cloneSeconds = (Date.now() - t0) / 1000;
    const t1 = Date.now();
    await runToEnd({
      name: 'start-npm-ci',
      command: 'npm',
      args: ['ci', '--no-audit', '--no-fund'],
      cwd: clone,
      timeoutMs: 20 * 60_000,
    });
    const ciSeconds = (Date.now() - t1) / 1000;
    ctx.note(
      `clone of HEAD ${commit} (uncommitted changes are not in it) ${cloneSeconds.toFixed(1)} s; npm ci ` +
        `${ciSeconds.toFixed(0)} s (with the npm cache as found)`,
    );
    const first = await tryStart('start-first', clone, 25 * 60_000);
    if ('reason' in first)
      return [
        notMeasured(FIRST, first.reason),
        notMeasured(SECOND, 'the first start served no page', BAR, 's'),
      ];
    ctx.note(`first npm start (builds the web app, creates the database) ${first.seconds.toFixed(0)} s`);
    await sleep(2000);
    const second = await tryStart('start-second', clone, 5 * 60_000);
    return [
      { name: FIRST, value: ciSeconds + first.seconds, unit: 's', status: 'info' },
      secondFigure(SECOND, second),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const start: Bench = {
  id: 'start',
  title: 'fresh clone: npm ci && npm start to the first page; second start',
  run: (ctx) => (ctx.quick ? quick(ctx) : full(ctx)),
};
