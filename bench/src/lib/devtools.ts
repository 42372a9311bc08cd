/**
 * What a page did during a stretch of a benchmark, for the one who reads the figures: a V8 CPU profile of its main
 * thread (BENCH_PROFILE_DIR=<dir>, a `.cpuprofile` for DevTools) and a Chromium trace (BENCH_TRACE_DIR=<dir>,
 * style, layout, paint, raster: a `.trace.json` for DevTools; BENCH_TRACE_CATEGORIES=<a,b> adds categories, such as
 * `disabled-by-default-devtools.timeline.invalidationTracking`). Neither is taken unless its variable is set, but
 * for a trace a benchmark reads itself (web.slip's main-thread time of a click, lib/click-work.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import type { BenchContext } from './context.js';
import { ensureDir } from './paths.js';

/** A recording's trace: Chromium's trace events, as `Tracing.dataCollected` hands them over. */
export type TraceEvents = unknown[];

/**
 * Starts what the environment asks for on `cdp` (and a trace when `options.trace` wants one for the bench's own
 * use, written to a file only under BENCH_TRACE_DIR); the returned `stop` writes `<name>.cpuprofile` /
 * `.trace.json` and gives the trace's events back, or null when nothing was traced.
 */
export async function startRecording(
  cdp: CDPSession,
  options: { trace?: boolean } = {},
): Promise<{ stop(ctx: BenchContext, name: string): Promise<TraceEvents | null> }> {
  const profileDir = process.env.BENCH_PROFILE_DIR;
  if (profileDir) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const traceDir = process.env.BENCH_TRACE_DIR;
  const tracing = Boolean(traceDir) || options.trace === true;
  const trace: TraceEvents = [];
  if (tracing) {
    cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => trace.push(...e.value));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'cc',
          'viz',
          ...(process.env.BENCH_TRACE_CATEGORIES?.split(',').filter(Boolean) ?? []),
        ],
      },
      transferMode: 'ReportEvents',
    });
  }
  return {
    async stop(ctx, name) {
      if (profileDir) {
        const { profile } = await cdp.send('Profiler.stop');
        const file = join(ensureDir(profileDir), `${name}.cpuprofile`);
        writeFileSync(file, JSON.stringify(profile));
        ctx.note(`CPU profile: ${file}`);
      }
      if (!tracing) return null;
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      if (traceDir) {
        const file = join(ensureDir(traceDir), `${name}.trace.json`);
        writeFileSync(file, JSON.stringify({ traceEvents: trace }));
        ctx.note(`trace: ${file}`);
      }
      return trace;
    },
  };
}
