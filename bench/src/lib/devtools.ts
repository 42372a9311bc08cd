/**
 * What a page did during a stretch of a benchmark, for the one who reads the figures: a V8 CPU profile of its main
 * thread (BENCH_PROFILE_DIR=<dir>, a `.cpuprofile` for DevTools) and a Chromium trace (BENCH_TRACE_DIR=<dir>,
 * style, layout, paint, raster: a `.trace.json` for DevTools; BENCH_TRACE_CATEGORIES=<a,b> adds categories, such as
 * `disabled-by-default-devtools.timeline.invalidationTracking`). Neither is taken unless its variable is set.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import type { BenchContext } from './context.js';
import { ensureDir } from './paths.js';

/** Starts what the environment asks for on `cdp`; the returned `stop` writes `<name>.cpuprofile` / `.trace.json`. */
export async function startRecording(
  cdp: CDPSession,
): Promise<{ stop(ctx: BenchContext, name: string): Promise<void> }> {
  const profileDir = process.env.BENCH_PROFILE_DIR;
  if (profileDir) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const traceDir = process.env.BENCH_TRACE_DIR;
  const trace: unknown[] = [];
  if (traceDir) {
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
      if (traceDir) {
        const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
        await cdp.send('Tracing.end');
        await complete;
        const file = join(ensureDir(traceDir), `${name}.trace.json`);
        writeFileSync(file, JSON.stringify({ traceEvents: trace }));
        ctx.note(`trace: ${file}`);
      }
    },
  };
}
