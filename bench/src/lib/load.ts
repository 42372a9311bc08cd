/**
 * HTTP load: a fixed number of connections for a fixed time, loopback only. With wrk on the machine (Debian's
 * package `wrk`) wrk makes the load, one thread; without it autocannon does, in this process. wrk is a C
 * program: on 2 cores, autocannon's JavaScript client was the bottleneck of a loaded server sending 4.6 KB
 * answers (the generator at 93% of a core, the server idle half of the time), so what it measured was the
 * client. Both generators load a figure and its reference alike; `loadGenerator()` says which one this machine
 * uses (api.read's note names it).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startProcess } from './proc.js';

export type LoadGenerator = 'wrk' | 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

/** A slow answer is still an answer: 30 s before a request counts as timed out (autocannon's default is 10 s). */
const TIMEOUT_SECONDS = 30;

let wrkPath: string | null | undefined;

/** wrk's path, or null when the machine has none. */
function findWrk(): string | null {
  if (wrkPath === undefined) {
    try {
      wrkPath = execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null;
    } catch {
      wrkPath = null;
    }
  }
  return wrkPath;
}

/** The generator httpLoad uses on this machine. */
export const loadGenerator = (): LoadGenerator => (findWrk() ? 'wrk' : 'autocannon');

export async function httpLoad(options: LoadOptions): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1[:/]/.test(options.url))
    throw new Error(`load only goes to loopback: ${options.url}`);
  const wrk = findWrk();
  return wrk ? wrkLoad(wrk, options) : autocannonLoad(options);
}

async function autocannonLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
    timeout: TIMEOUT_SECONDS,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

let wrkRuns = 0;

async function wrkLoad(bin: string, options: LoadOptions): Promise<LoadResult> {
  wrkRuns += 1;
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const child = startProcess({
    name: `wrk-${wrkRuns}`,
    command: bin,
    args: [
      '-t1',
      `-c${options.connections}`,
      `-d${options.durationSeconds}s`,
      '--timeout',
      `${TIMEOUT_SECONDS}s`,
      '--latency',
      ...headers,
      options.url,
    ],
    timeoutMs: (options.durationSeconds + TIMEOUT_SECONDS + 30) * 1000,
  });
  const code = await child.exited;
  const output = readFileSync(child.logFile, 'utf8');
  if (code !== 0) throw new Error(`wrk exited with ${code} (log: ${child.logFile})`);
  return parseWrk(output);
}

/** Milliseconds of one of wrk's durations ("812.00us", "1.23ms", "2.10s", "1.5m"). */
function millis(value: string, unit: string): number {
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 'ms' ? n : unit === 's' ? n * 1000 : n * 60_000;
}

/** The figures of wrk's report (with --latency); throws when a line it needs is missing. */
function parseWrk(output: string): LoadResult {
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const total = /(\d+) requests in /.exec(output);
  const percentile = (p: number) => {
    const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    return match?.[1] && match[2] ? millis(match[1], match[2]) : null;
  };
  const p50 = percentile(50);
  const p99 = percentile(99);
  if (!rate?.[1] || !total?.[1] || p50 === null || p99 === null)
    throw new Error(`wrk's report has no rate, count or latency percentiles:\n${output}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    requestsPerSecond: Number(rate[1]),
    p50,
    p99,
    total: Number(total[1]),
    non2xx: Number(non2xx?.[1] ?? 0),
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: Number(socket?.[4] ?? 0),
  };
}
