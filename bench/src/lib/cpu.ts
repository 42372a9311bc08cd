/**
 * Where a load's CPU went: every process's user + system time (Linux /proc) before and after, summed by program
 * name (nginx, node, postgres, wrk...), and the machine's busy time. Divided by the requests answered, it says
 * what one request costs the machine, and so the most requests a second its cores can answer: the floor a
 * figure meets on this machine whatever the code does. Read it on a quiet machine: every process counts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Clock ticks a second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

interface Snapshot {
  /** pid -> [program, ticks] */
  processes: Map<number, [string, number]>;
  /** The machine's busy ticks (all cores), and its idle ones. */
  busy: number;
  idle: number;
}

function processTicks(pid: number): [string, number] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm is in parentheses and may hold spaces; the fields after it are space-separated.
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after comm and state.
    return [name, Number(fields[11]) + Number(fields[12])];
  } catch {
    return null;
  }
}

function snapshot(): Snapshot {
  const processes = new Map<number, [string, number]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ticks = processTicks(Number(entry));
    if (ticks) processes.set(Number(entry), ticks);
  }
  const [line] = readFileSync('/proc/stat', 'utf8').split('\n');
  const [, user, nice, system, idle, iowait, irq, softirq, steal] = (line ?? '')
    .trim()
    .split(/\s+/)
    .map(Number);
  return {
    processes,
    busy: [user, nice, system, irq, softirq, steal].reduce<number>((sum, n) => sum + (n ?? 0), 0),
    idle: (idle ?? 0) + (iowait ?? 0),
  };
}

export interface CpuUse {
  /** CPU seconds by program name over the load, largest first. */
  byProgram: [string, number][];
  /** The machine's busy share over the load (1 = every core busy). */
  busyShare: number;
  cores: number;
  /** CPU seconds the machine was busy over the load, all cores. */
  busySeconds: number;
}

/** Runs `load` and says where the machine's CPU went meanwhile. */
export async function cpuDuring<T>(load: () => Promise<T>): Promise<{ value: T; cpu: CpuUse }> {
  const before = snapshot();
  const value = await load();
  const after = snapshot();
  const byProgram = new Map<string, number>();
  for (const [pid, [name, ticks]] of after.processes) {
    const spent = ticks - (before.processes.get(pid)?.[1] ?? 0);
    if (spent > 0) byProgram.set(name, (byProgram.get(name) ?? 0) + spent / TICKS);
  }
  const busy = after.busy - before.busy;
  const idle = after.idle - before.idle;
  return {
    value,
    cpu: {
      byProgram: [...byProgram].sort((a, b) => b[1] - a[1]),
      busyShare: busy + idle > 0 ? busy / (busy + idle) : 0,
      cores: cpus().length,
      busySeconds: busy / TICKS,
    },
  };
}

/**
 * One line for a load's note: CPU microseconds a request by program, and the requests a second the machine's
 * cores could answer at that cost.
 */
export function describeCpu(cpu: CpuUse, requests: number): string {
  if (requests <= 0) return 'no requests answered';
  const perRequest = (seconds: number) => (seconds * 1e6) / requests;
  // The machine's busy time is the total: it also holds what processes that ended during the load spent (the
  // load generator, reaped before the second look) and the kernel's own work.
  const named = cpu.byProgram.reduce((sum, [, s]) => sum + s, 0);
  const total = Math.max(cpu.busySeconds, named);
  const parts = cpu.byProgram
    .filter(([, s]) => perRequest(s) >= 1)
    .slice(0, 5)
    .map(([name, s]) => `${name} ${perRequest(s).toFixed(0)}`);
  if (perRequest(total - named) >= 1)
    parts.push(`ended processes and the kernel ${perRequest(total - named).toFixed(0)}`);
  const ceiling = Math.round((cpu.cores * 1e6) / perRequest(total));
  return (
    `CPU a request ${perRequest(total).toFixed(0)} µs (${parts.join(', ')}); the machine ` +
    `${Math.round(cpu.busyShare * 100)}% busy; at that cost its ${cpu.cores} cores answer at most ` +
    `${ceiling.toLocaleString('en-US')} req/s`
  );
}
