/**
 * web.js: first-load JavaScript of home, sport, match and live: the server-rendered HTML of each route (from
 * `next start` of the production build) is parsed for `<script src>`, each script is fetched and gzipped
 * (zlib's default level, as Next's own compression), and the sizes are summed. Reference: a blank App Router
 * page built in the same run with the same Next and React (lib/blank-next.ts), measured the same way.
 * Bar: match page <= 1.5x the blank page.
 */
import { gzipSync } from 'node:zlib';
import { BLANK_DIR, ensureBlankBuild } from '../lib/blank-next.js';
import type { Bench, BenchContext } from '../lib/context.js';
import { freePort, waitForHttp } from '../lib/net.js';
import { NEXT_BIN } from '../lib/paths.js';
import { startProcess } from '../lib/proc.js';
import { type Figure, judge, notMeasured, ratioOf } from '../lib/report.js';
import { browsingStack, CannotMeasure, matchPath } from './web-shared.js';

interface PageJs {
  path: string;
  scripts: number;
  raw: number;
  gzip: number;
}

/**
 * The `src` of every `<script>` element of an HTML document that a current browser loads: `nomodule` scripts
 * (Next's legacy polyfills) are skipped by every browser that runs modules.
 */
export function scriptSources(html: string): string[] {
  const out: string[] = [];
  for (const tag of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(tag[0])) continue;
    const src = /\bsrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag[0]);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value) out.push(value.replaceAll('&amp;', '&'));
  }
  return [...new Set(out)];
}

async function measurePage(origin: string, path: string): Promise<PageJs> {
  const res = await fetch(`${origin}${path}`, { headers: { 'accept-language': 'en' } });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const html = await res.text();
  const sources = scriptSources(html);
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const url = new URL(src, `${origin}${path}`);
    if (url.origin !== origin) throw new Error(`${path} loads a script from another origin: ${url}`);
    const script = await fetch(url);
    if (script.status !== 200) throw new Error(`${url.pathname} answered ${script.status}`);
    const bytes = Buffer.from(await script.arrayBuffer());
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { path, scripts: sources.length, raw, gzip };
}

async function blankPage(ctx: BenchContext): Promise<PageJs> {
  const { built, versions } = await ensureBlankBuild(ctx.options.rebuild);
  ctx.note(
    `blank reference: next ${versions.next}, react ${versions.react}, ${built ? 'built in this run' : 'build reused'} (${BLANK_DIR})`,
  );
  const port = await freePort();
  const child = startProcess({
    name: 'blank-next',
    command: process.execPath,
    args: [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'],
    cwd: BLANK_DIR,
    env: { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: undefined },
    timeoutMs: 5 * 60_000,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 60_000, 'blank Next app');
    return await measurePage(`http://127.0.0.1:${port}`, '/');
  } finally {
    await child.stop();
  }
}

async function run(ctx: BenchContext): Promise<Figure[]> {
  const bar = 'match <= 1.5x blank';
  let pages: { label: string; js: PageJs }[];
  try {
    const { api, web } = await browsingStack(ctx);
    const routes = [
      ['home', '/sports'],
      ['sport', '/sports/football'],
      ['match', await matchPath(api)],
      ['live', '/sports/live'],
    ] as const;
    pages = [];
    for (const [label, path] of routes) pages.push({ label, js: await measurePage(web.url, path) });
  } catch (error) {
    if (error instanceof CannotMeasure)
      return [notMeasured('match page first-load JS', error.message, bar, 'B')];
    throw error;
  }
  const blank = await blankPage(ctx);
  const reference = { label: 'blank Next page', value: blank.gzip, unit: 'B' };
  for (const { label, js } of pages)
    ctx.note(`${label} ${js.path}: ${js.scripts} scripts, ${(js.raw / 1024).toFixed(0)} KiB raw`);
  ctx.note(`blank page: ${blank.scripts} scripts, ${(blank.raw / 1024).toFixed(0)} KiB raw`);
  return pages.map(({ label, js }) => {
    const ratio = ratioOf(js.gzip, blank.gzip);
    return {
      name: `${label} page first-load JS (gzip)`,
      value: js.gzip,
      unit: 'B',
      reference,
      ratio,
      ...(label === 'match' ? { bar, status: judge(ratio, '<=', 1.5) } : { status: 'info' as const }),
    };
  });
}

export const webJs: Bench = {
  id: 'web.js',
  title: 'first-load JS (gzip) of home, sport, match, live vs a blank Next.js page',
  run,
};
