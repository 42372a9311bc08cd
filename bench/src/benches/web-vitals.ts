/**
 * web.vitals: LCP, TBT and CLS of the home page, a league page, the live page and a live match page, in Chromium with mobile emulation
 * (390x844, touch, device scale 2) and the CPU slowed 4x (CDP), while the API's feed streams (the page's
 * realtime subscriptions receive real changes). Each run is a first visit in a fresh browser context; the
 * figure is the median of the runs. References: the "good" lines (LCP 2.5 s, TBT 200 ms, CLS 0.1).
 * Bars: LCP <= 1.2 s, TBT <= 100 ms, CLS <= 0.02.
 *
 * LCP: the last 'largest-contentful-paint' entry. CLS: the largest session window of 'layout-shift' entries
 * without recent input (gaps < 1 s, windows <= 5 s). TBT: the sum of (duration - 50 ms) of 'longtask' entries
 * starting between FCP and 5 s after the load event (the page then stays open, streaming, for those 5 s).
 *
 * For information, web.js's blank Next.js page is visited the same way: the floor every App Router page stands
 * on in this harness (Next's runtime and React DOM, evaluated and hydrated with the CPU 4x slower), as Next builds
 * it: without the compile hint that the app's build puts on its first-load scripts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startBlankNext } from '../lib/blank-next.js';
import { chromiumMissing, launchBrowser, settledPage, throttle } from '../lib/browser.js';
import type { Bench, BenchContext } from '../lib/context.js';
import { sleep } from '../lib/net.js';
import { BROWSER_DIR } from '../lib/paths.js';
import { type Figure, judge, notMeasured, ratioOf } from '../lib/report.js';
import { median } from '../lib/stats.js';
import { browsingStack, CannotMeasure, leaguePath, matchPath } from './web-shared.js';

const QUIET_MS = 5000;

interface Vitals {
  lcp: number | null;
  cls: number;
  tbt: number | null;
  lcpElement: string | null;
  /** The elements that moved in the shifts, largest share first. */
  movers: string[];
}

interface Recorded {
  lcp: number | null;
  lcpElement: string | null;
  fcp: number | null;
  shifts: { t: number; value: number; sources: string[] }[];
  longTasks: { start: number; duration: number }[];
  loadEnd: number;
}

/** CLS as Chrome defines it: the largest sum of a session window of shifts. */
function clsOf(shifts: readonly { t: number; value: number }[]): number {
  let worst = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last >= 1000 || s.t - first >= 5000) {
      sum = 0;
      first = s.t;
    }
    sum += s.value;
    last = s.t;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/** TBT over [fcp, end]: the part of each long task beyond 50 ms. */
function tbtOf(tasks: readonly { start: number; duration: number }[], fcp: number, end: number): number {
  let total = 0;
  for (const t of tasks) if (t.start >= fcp && t.start <= end) total += Math.max(0, t.duration - 50);
  return total;
}

async function visit(browser: Browser, url: string): Promise<Vitals> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  try {
    await context.addInitScript({ content: readFileSync(join(BROWSER_DIR, 'vitals.js'), 'utf8') });
    // The new window's own UI starts first; the visit stays a first visit (new context, empty cache and cookies).
    const page = await settledPage(context);
    await throttle(page, 4);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await sleep(QUIET_MS);
    const rec = (await page.evaluate(() => {
      const v = (window as unknown as { __benchVitals: Omit<Recorded, 'loadEnd'> }).__benchVitals;
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return { ...v, loadEnd: nav?.loadEventEnd ?? 0 };
    })) as Recorded;
    const weight = new Map<string, number>();
    for (const shift of rec.shifts)
      for (const source of shift.sources) weight.set(source, (weight.get(source) ?? 0) + shift.value);
    return {
      lcp: rec.lcp,
      lcpElement: rec.lcpElement,
      movers: [...weight].sort((a, b) => b[1] - a[1]).map(([name, w]) => `${name} (${w.toFixed(3)})`),
      cls: clsOf(rec.shifts),
      tbt: rec.fcp === null ? null : tbtOf(rec.longTasks, rec.fcp, rec.loadEnd + QUIET_MS),
    };
  } finally {
    await context.close();
  }
}

const BARS = { lcp: 1200, tbt: 100, cls: 0.02 };
const GOOD = { lcp: 2500, tbt: 200, cls: 0.1 };

interface Medians {
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
}

/** One uncounted warm-up visit of `url` (the server's route and data caches), then `runs` counted ones. */
async function visits(
  ctx: BenchContext,
  browser: Browser,
  url: string,
  label: string,
  runs: number,
): Promise<Medians> {
  await visit(browser, url);
  const samples: Vitals[] = [];
  for (let i = 0; i < runs; i++) samples.push(await visit(browser, url));
  ctx.note(
    `${label}: LCP ${samples.map((s) => s.lcp?.toFixed(0) ?? '-').join('/')} ms, ` +
      `TBT ${samples.map((s) => s.tbt?.toFixed(0) ?? '-').join('/')} ms, CLS ${samples.map((s) => s.cls.toFixed(3)).join('/')}; ` +
      `LCP element ${samples[0]?.lcpElement ?? '-'}; moved: ${samples[0]?.movers.slice(0, 3).join(', ') || 'nothing'}`,
  );
  return {
    lcp: median(samples.flatMap((s) => (s.lcp === null ? [] : [s.lcp]))),
    tbt: median(samples.flatMap((s) => (s.tbt === null ? [] : [s.tbt]))),
    cls: median(samples.map((s) => s.cls)),
  };
}

/**
 * The floor of this harness on this machine (information, no bar): web.js's blank Next.js page ("Hello", the
 * same Next and React, nothing else), visited the same way. What it spends (Next's runtime and React DOM
 * evaluated and hydrated with the CPU 4x slower) every App Router page spends before its own code.
 */
async function blankFloor(ctx: BenchContext, browser: Browser, runs: number): Promise<Figure[]> {
  const info = (name: string, value: number | null): Figure => ({
    name: `blank Next page ${name} (median of ${runs}, info)`,
    value,
    unit: 'ms',
    status: 'info',
  });
  let blank: Awaited<ReturnType<typeof startBlankNext>>;
  try {
    blank = await startBlankNext(ctx.options.rebuild);
  } catch (error) {
    const reason = `blank Next page: ${(error as Error).message}`;
    return [
      notMeasured('blank Next page LCP (info)', reason, '', 'ms'),
      notMeasured('blank Next page TBT (info)', reason, '', 'ms'),
    ];
  }
  try {
    const { lcp, tbt } = await visits(ctx, browser, `${blank.url}/`, 'blank Next page /', runs);
    return [info('LCP', lcp), info('TBT', tbt)];
  } finally {
    await blank.stop();
  }
}

async function run(ctx: BenchContext): Promise<Figure[]> {
  const missing = chromiumMissing();
  const pages = ['home', 'league', 'live', 'match'] as const;
  const none = (reason: string) =>
    pages.flatMap((p) => [
      notMeasured(`${p} LCP`, reason, `<= ${BARS.lcp} ms`, 'ms'),
      notMeasured(`${p} TBT`, reason, `<= ${BARS.tbt} ms`, 'ms'),
      notMeasured(`${p} CLS`, reason, `<= ${BARS.cls}`),
    ]);
  if (missing) return none(missing);
  let stack: Awaited<ReturnType<typeof browsingStack>>;
  let paths: Record<(typeof pages)[number], string>;
  try {
    stack = await browsingStack(ctx);
    paths = {
      home: '/sports',
      league: await leaguePath(stack.api),
      live: '/sports/live',
      match: await matchPath(stack.api),
    };
  } catch (error) {
    if (error instanceof CannotMeasure) return none(error.message);
    throw error;
  }
  const runs = ctx.quick ? 1 : 5;
  const browser = await launchBrowser();
  const figures: Figure[] = [];
  try {
    for (const page of pages) {
      const url = `${stack.web.url}${paths[page]}`;
      const { lcp, tbt, cls } = await visits(ctx, browser, url, `${page} ${paths[page]}`, runs);
      figures.push(
        {
          name: `${page} LCP (median of ${runs})`,
          value: lcp,
          unit: 'ms',
          reference: { label: 'good', value: GOOD.lcp, unit: 'ms' },
          ratio: ratioOf(lcp, GOOD.lcp),
          bar: `<= ${BARS.lcp} ms`,
          status: judge(lcp, '<=', BARS.lcp),
        },
        {
          name: `${page} TBT (median of ${runs})`,
          value: tbt,
          unit: 'ms',
          reference: { label: 'good', value: GOOD.tbt, unit: 'ms' },
          ratio: ratioOf(tbt, GOOD.tbt),
          bar: `<= ${BARS.tbt} ms`,
          status: judge(tbt, '<=', BARS.tbt),
        },
        {
          name: `${page} CLS (median of ${runs})`,
          value: cls,
          unit: '',
          reference: { label: 'good', value: GOOD.cls, unit: '' },
          ratio: ratioOf(cls, GOOD.cls),
          bar: `<= ${BARS.cls}`,
          status: judge(cls, '<=', BARS.cls),
        },
      );
    }
    figures.push(...(await blankFloor(ctx, browser, runs)));
  } finally {
    await browser.close();
  }
  ctx.note(
    'mobile emulation 390x844 @2x with touch, CDP CPU throttling 4x, no network throttling (loopback), feed streaming ' +
      '(1,000 matches, 100 live, real speed); each run a first visit in a new context after one uncounted warm-up visit',
  );
  ctx.note(
    "the app's first-load scripts carry V8's compile hint (apps/web/scripts/compile-hints.mjs, part of its build); " +
      'the blank Next page is built as Next builds it, without',
  );
  return figures;
}

export const webVitals: Bench = {
  id: 'web.vitals',
  title:
    'LCP, TBT, CLS of home, a league, live and a live match page: mobile, 4x CPU throttle, feed streaming',
  run,
};
