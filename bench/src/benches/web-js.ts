/**
 * web.js: first-load JavaScript of home, sport, match and live: the server-rendered HTML of each route (from
 * `next start` of the production build) is parsed for every script it loads (scriptSources), each script is
 * fetched and gzipped (zlib's default level, as Next's own compression), and the sizes are summed. Reference: a blank App Router
 * page built in the same run with the same Next and React (lib/blank-next.ts), measured the same way.
 * Bar: match page <= 1.5x the blank page.
 */
import { gzipSync } from 'node:zlib';
import { BLANK_DIR, startBlankNext } from '../lib/blank-next.js';
import type { Bench, BenchContext } from '../lib/context.js';
import { type Figure, judge, notMeasured, ratioOf } from '../lib/report.js';
import { browsingStack, CannotMeasure, matchPath } from './web-shared.js';

interface PageJs {
  path: string;
  scripts: number;
  raw: number;
  gzip: number;
}

/**
 * Every script the HTML of a page makes a current browser load on first load: the `src` of its `<script>`
 * elements, the scripts it preloads (`<link rel="preload" as="script">`, `modulepreload`: next/dynamic's chunks
 * of a server-rendered view), and the chunks named in its inline React Server Components payload (the client
 * components the page hydrates, and the error boundaries' scripts), which the router loads before hydrating.
 * `nomodule` scripts (Next's legacy polyfills) are skipped: no browser that runs modules loads them.
 */
function scriptSources(html: string): string[] {
  const out: string[] = [];
  const skipped = new Set<string>();
  const attr = (tag: string, name: string) => {
    const m = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
    const value = m?.[1] ?? m?.[2] ?? m?.[3];
    return value?.replaceAll('&amp;', '&');
  };
  for (const tag of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag[0], 'src');
    if (!src) continue;
    if (/\bnomodule\b/i.test(tag[0])) skipped.add(src);
    else out.push(src);
  }
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag[0], 'rel')?.toLowerCase();
    const href = attr(tag[0], 'href');
    if (href && (rel === 'modulepreload' || (rel === 'preload' && attr(tag[0], 'as') === 'script')))
      out.push(href);
  }
  for (const ref of html.matchAll(/\/_next\/static\/[A-Za-z0-9_./~-]+?\.js\b/g)) out.push(ref[0]);
  // One script per path: a tag's `?dpl=` query and the payload's bare path name the same file.
  const byPath = new Map<string, string>();
  for (const src of out) {
    const path = src.split('?')[0] as string;
    if (![...skipped].some((s) => s.split('?')[0] === path) && !byPath.has(path)) byPath.set(path, src);
  }
  return [...byPath.values()];
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
  const blank = await startBlankNext(ctx.options.rebuild);
  ctx.note(
    `blank reference: next ${blank.versions.next}, react ${blank.versions.react}, ${blank.built ? 'built in this run' : 'build reused'} (${BLANK_DIR})`,
  );
  try {
    return await measurePage(blank.url, '/');
  } finally {
    await blank.stop();
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
