/**
 * PostgreSQL for api.bet (and api.read's second figure). DATABASE_URL when set (CI starts one); otherwise a
 * throwaway cluster: initdb into a temp dir, `postgres` in the foreground on a free loopback port with fsync on,
 * run as a child of the bench (its own process group, a time limit, killed with the run), the dir removed
 * after. When no PostgreSQL binaries exist the caller reports "not measured: no PostgreSQL".
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import type { BenchContext } from './context.js';
import { freePort, sleep } from './net.js';
import { type Child, runToEnd, startProcess } from './proc.js';

export interface Postgres {
  kind: 'DATABASE_URL' | 'throwaway';
  /** Connection URL of database `name` on this server. */
  url(name: string): string;
  /** Creates a database (dropping an old one of that name). */
  createDatabase(name: string): Promise<void>;
  /** Runs pgbench (arguments after the connection options) and returns its output. */
  pgbench(args: string[], name: string): Promise<string>;
  version: string;
  stop(): Promise<void>;
}

/** The newest PostgreSQL server binaries on the machine, or null. */
function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return existsSync(join(dir, 'postgres')) ? dir : null;
  } catch {
    return null;
  }
}

const PG_SETTINGS = [
  'fsync=on',
  'synchronous_commit=on',
  'full_page_writes=on',
  'max_connections=300',
  'shared_buffers=256MB',
  'listen_addresses=127.0.0.1',
];

/** The PostgreSQL to measure against, or a reason why there is none. */
async function openPostgres(): Promise<Postgres | { missing: string }> {
  const bin = findPostgresBin();
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) return fromUrl(fromEnv, bin);
  if (!bin)
    return { missing: 'no PostgreSQL: DATABASE_URL is unset and no PostgreSQL binaries are installed' };
  return throwaway(bin);
}

function tool(bin: string | null, name: string): string {
  return bin && existsSync(join(bin, name)) ? join(bin, name) : name;
}

async function psql(bin: string | null, url: string, sql: string): Promise<void> {
  const result = spawnSync(tool(bin, 'psql'), [url, '-v', 'ON_ERROR_STOP=1', '-qc', sql], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr.trim()}`);
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function runPgbench(bin: string | null, url: string, args: string[], name: string): Promise<string> {
  const u = new URL(url);
  const child = startProcess({
    name,
    command: tool(bin, 'pgbench'),
    args: [
      '-h',
      u.hostname,
      '-p',
      u.port || '5432',
      '-U',
      decodeURIComponent(u.username),
      ...args,
      u.pathname.slice(1),
    ],
    env: { PGPASSWORD: decodeURIComponent(u.password) || undefined },
    timeoutMs: 10 * 60_000,
  });
  const code = await child.exited;
  const { readFileSync } = await import('node:fs');
  const out = readFileSync(child.logFile, 'utf8');
  if (code !== 0)
    throw new Error(`pgbench exited with ${code}: ${out.trim().split('\n').slice(-3).join(' | ')}`);
  return out;
}

function versionOf(bin: string | null, url: string): string {
  const result = spawnSync(tool(bin, 'psql'), [url, '-tAc', 'show server_version'], { encoding: 'utf8' });
  return result.status === 0 ? `PostgreSQL ${result.stdout.trim()}` : 'PostgreSQL (version unknown)';
}

function fromUrl(url: string, bin: string | null): Postgres {
  return {
    kind: 'DATABASE_URL',
    url: (name) => withDatabase(url, name),
    createDatabase: async (name) => {
      const admin = withDatabase(url, 'postgres');
      await psql(bin, admin, `drop database if exists ${name} with (force)`);
      await psql(bin, admin, `create database ${name}`);
    },
    pgbench: (args, name) => runPgbench(bin, url, args, name),
    version: versionOf(bin, url),
    stop: async () => {},
  };
}

async function throwaway(bin: string): Promise<Postgres> {
  // Leftovers of a run that was killed outright.
  for (const entry of readdirSync(tmpdir()))
    if (entry.startsWith('sb-bench-pg-')) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  const dir = mkdtempSync(join(tmpdir(), 'sb-bench-pg-'));
  // initdb and postgres refuse to run as root: run them as the postgres user then.
  const root = userInfo().uid === 0;
  const as = (command: string, args: string[]) =>
    root ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] } : { command, args };
  if (root) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0)
      throw new Error('running as root and there is no postgres user to run PostgreSQL as');
    chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const data = join(dir, 'data');
  const init = as(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'bench',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-instructions',
  ]);
  await runToEnd({ name: 'pg-initdb', ...init, timeoutMs: 120_000 });
  const port = await freePort();
  const settings = [...PG_SETTINGS, `port=${port}`, `unix_socket_directories=${dir}`].flatMap((s) => [
    '-c',
    s,
  ]);
  const server: Child = startProcess({
    name: 'postgres',
    ...as(join(bin, 'postgres'), ['-D', data, ...settings]),
    timeoutMs: 60 * 60_000,
  });
  const url = `postgres://bench@127.0.0.1:${port}/postgres`;
  for (let i = 0; ; i++) {
    if (
      spawnSync(tool(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'bench'])
        .status === 0
    )
      break;
    if (i > 120) throw new Error(`throwaway PostgreSQL did not start (log: ${server.logFile})`);
    await sleep(250);
  }
  return {
    kind: 'throwaway',
    url: (name) => withDatabase(url, name),
    createDatabase: async (name) => {
      await psql(bin, url, `drop database if exists ${name}`);
      await psql(bin, url, `create database ${name}`);
    },
    pgbench: (args, name) => runPgbench(bin, url, args, name),
    version: versionOf(bin, url),
    stop: async () => {
      await server.stop(10_000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The run's PostgreSQL, opened on first use and stopped when the run ends (api.read and api.bet share it). */
export function sharedPostgres(
  ctx: BenchContext,
): Promise<Postgres | { missing: string; stop(): Promise<void> }> {
  return ctx.service('postgres', async () => {
    const opened = await openPostgres();
    return 'missing' in opened ? { missing: opened.missing, stop: async () => {} } : opened;
  });
}
