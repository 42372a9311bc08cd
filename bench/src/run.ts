/**
 * `npm run bench [-- <id>... ] [--quick] [--rebuild] [--reuse-build]`: runs the benchmarks of BENCHMARKS.md in
 * order, prints one table (figure, value, reference measured in the same run, ratio, bar, pass/fail/not
 * measured) and writes results/latest.json. A missed bar is a result, not an error: the exit code is non-zero
 * only when a benchmark crashed.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { BENCHES } from './benches/index.js';
import { BenchContext, type RunOptions } from './lib/context.js';
import { ensureDir, RESULTS_DIR } from './lib/paths.js';
import { stopAll } from './lib/proc.js';
import { type BenchResult, renderTable } from './lib/report.js';

const HELP = `usage: npm run bench [-- [ids...] [--quick] [--rebuild] [--reuse-build]]

  ids            any of: ${BENCHES.map((b) => b.id).join(', ')} (default: all, in that order)
  --quick        short variant (fewer runs, shorter loads, N=1,000 for rt.fanout, no fresh-clone start)
  --rebuild      build the web app and the blank reference app again even if their builds look fresh
  --reuse-build  use apps/web/.next-bench even if sources changed since it was built (noted in the results)
`;

function parseArgs(argv: string[]): { ids: string[]; options: RunOptions } {
  const ids: string[] = [];
  const options: RunOptions = { quick: false, rebuild: false, reuseBuild: false };
  for (const arg of argv) {
    if (arg === '--quick') options.quick = true;
    else if (arg === '--rebuild') options.rebuild = true;
    else if (arg === '--reuse-build') options.reuseBuild = true;
    else if (arg === '--help' || arg === '-h') {
      console.log(HELP);
      process.exit(0);
    } else if (arg.startsWith('-')) {
      console.error(`unknown option ${arg}\n\n${HELP}`);
      process.exit(2);
    } else if (BENCHES.some((b) => b.id === arg)) ids.push(arg);
    else {
      console.error(`unknown benchmark ${arg}\n\n${HELP}`);
      process.exit(2);
    }
  }
  return { ids, options };
}

function machine() {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverageAtStart: loadavg().map((l) => Number(l.toFixed(2))),
  };
}

async function main(): Promise<void> {
  const { ids, options } = parseArgs(process.argv.slice(2));
  const selected = ids.length === 0 ? BENCHES : BENCHES.filter((b) => ids.includes(b.id));
  const ctx = new BenchContext(options);
  const started = new Date();
  const results: BenchResult[] = [];
  let crashed = false;
  console.log(
    `[bench] ${options.quick ? 'quick' : 'full'} run of ${selected.map((b) => b.id).join(', ')} on ${cpus().length} cores`,
  );
  for (const bench of selected) {
    const t0 = Date.now();
    ctx.log(`${bench.id}: ${bench.title}`);
    try {
      const figures = await bench.run(ctx);
      results.push({
        id: bench.id,
        title: bench.title,
        figures,
        notes: ctx.notes.splice(0),
        durationMs: Date.now() - t0,
      });
    } catch (error) {
      crashed = true;
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[bench] ${bench.id} crashed:`, error);
      results.push({
        id: bench.id,
        title: bench.title,
        figures: [{ name: 'all figures', value: null, unit: '', status: 'not measured', note: message }],
        notes: ctx.notes.splice(0),
        durationMs: Date.now() - t0,
        error: message,
      });
    }
    ctx.log(`${bench.id} done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  await ctx.stopServices();
  await stopAll();

  const table = renderTable(results);
  console.log(`\n${table}`);
  const file = join(ensureDir(RESULTS_DIR), 'latest.json');
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: started.toISOString(),
        durationMs: Date.now() - started.getTime(),
        mode: options.quick ? 'quick' : 'full',
        machine: machine(),
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`[bench] results written to ${file}`);
  process.exit(crashed ? 1 : 0);
}

main().catch(async (error: unknown) => {
  console.error('[bench] runner crashed:', error);
  await stopAll();
  process.exit(1);
});
