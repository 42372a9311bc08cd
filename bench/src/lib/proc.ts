/**
 * Child processes of a benchmark run. Every child runs in its own process group (so `npm` and `next` wrappers
 * die with what they started), writes its output to results/logs/<name>.log, has a hard time limit after which
 * it is killed, and is killed when the run ends for any reason (normal exit, crash, Ctrl-C, SIGTERM).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureDir, LOG_DIR, REPO_DIR } from './paths.js';

/** A started child. */
export interface Child {
  readonly name: string;
  readonly process: ChildProcess;
  readonly pid: number;
  readonly logFile: string;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
  /** SIGTERM to the group, SIGKILL after `graceMs`; resolves once it exited. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartOptions {
  name: string;
  command: string;
  args?: string[];
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Killed after this long whatever it is doing. */
  timeoutMs: number;
  /** Open an IPC channel (child.process.send / on('message')). */
  ipc?: boolean;
}

const running = new Set<Child>();
let hooked = false;

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function hookExit(): void {
  if (hooked) return;
  hooked = true;
  // 'exit' handlers must be synchronous: SIGKILL whatever is left.
  process.on('exit', () => {
    for (const child of running) killGroup(child.pid, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n[bench] ${signal}: stopping ${running.size} child process(es)`);
      void stopAll().finally(() => process.exit(130));
    });
  }
}

/** Starts a child in its own process group. */
export function startProcess(options: StartOptions): Child {
  hookExit();
  const logFile = join(ensureDir(LOG_DIR), `${options.name}.log`);
  const out = openSync(logFile, 'w');
  const proc = spawn(options.command, options.args ?? [], {
    cwd: options.cwd ?? REPO_DIR,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: options.ipc ? ['ignore', out, out, 'ipc'] : ['ignore', out, out],
  });
  closeSync(out);
  if (proc.pid === undefined) throw new Error(`could not start ${options.name} (${options.command})`);
  const pid = proc.pid;
  const exited = new Promise<number | null>((resolve) => {
    proc.once('exit', (code) => resolve(code));
    proc.once('error', () => resolve(-1));
  });
  const timer = setTimeout(() => {
    console.error(`[bench] ${options.name} ran past ${options.timeoutMs} ms: killed`);
    killGroup(pid, 'SIGKILL');
  }, options.timeoutMs);
  timer.unref();
  const child: Child = {
    name: options.name,
    process: proc,
    pid,
    logFile,
    exited,
    async stop(graceMs = 5000) {
      killGroup(pid, 'SIGTERM');
      const hard = setTimeout(() => killGroup(pid, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(hard);
      // The group may outlive its leader (npm's children): make sure nothing of it is left.
      killGroup(pid, 'SIGKILL');
    },
  };
  running.add(child);
  void exited.then(() => {
    clearTimeout(timer);
    running.delete(child);
  });
  return child;
}

/** Runs a TypeScript file of bench/src/children with Node + tsx, with an IPC channel. */
export function startTsChild(
  options: Omit<StartOptions, 'command' | 'args' | 'ipc'> & {
    file: string;
    args?: string[];
    node?: string[];
  },
): Child {
  const tsx = pathToFileURL(join(REPO_DIR, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  return startProcess({
    ...options,
    command: process.execPath,
    args: [...(options.node ?? []), '--import', tsx, options.file, ...(options.args ?? [])],
    ipc: true,
  });
}

/** Stops every child still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => child.stop(3000)));
}

/** Runs a command to its end; rejects on a non-zero exit. Output goes to its log file. */
export async function runToEnd(options: StartOptions): Promise<void> {
  const child = startProcess(options);
  const code = await child.exited;
  if (code !== 0) throw new Error(`${options.name} exited with ${code} (log: ${child.logFile})`);
}

/**
 * Sends a message to an IPC child and waits for its answer `{reply: id, ...}`. Children answer every
 * `{id, cmd}` with `{reply: id, ok, ...}`.
 */
let nextId = 1;
export function ask<T = Record<string, unknown>>(
  child: Child,
  message: Record<string, unknown>,
  timeoutMs = 60_000,
): Promise<T> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.process.off('message', onMessage);
      reject(new Error(`${child.name}: no answer to ${String(message.cmd)} within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (raw: unknown) => {
      const answer = raw as { reply?: number; ok?: boolean; error?: string };
      if (answer.reply !== id) return;
      clearTimeout(timer);
      child.process.off('message', onMessage);
      if (answer.ok === false) reject(new Error(`${child.name}: ${answer.error ?? 'failed'}`));
      else resolve(answer as T);
    };
    child.process.on('message', onMessage);
    child.process.send({ ...message, id });
  });
}
