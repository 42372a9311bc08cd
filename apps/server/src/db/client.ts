/**
 * Opens the database: embedded PGlite (a data directory, or memory) by default, a PostgreSQL server through
 * node-postgres when a URL is given. Both speak the same SQL and run the same migration files, and the rest of
 * the server sees one Drizzle type, {@link Db}.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

/** The tables, for Drizzle's typed queries. */
type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database and its driver's handle. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs `select 1`; false when the database does not answer. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The pool's usage right now (PostgreSQL); null for PGlite, which is one connection in the process. */
  poolUsage(): PoolUsage | null;
  /** The underlying client, for the migrator. */
  client: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; pool: pg.Pool };
}

/** Where the database is: a PostgreSQL URL, or a PGlite data dir ('memory://' or ':memory:' for memory). */
export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** An already open PGlite (tests clone a migrated template into one). */
  pglite?: PGlite;
  /** PostgreSQL's connection pool: size and timeouts (DB_POOL_* settings); node-postgres defaults otherwise. */
  pool?: PoolSettings;
}

/** The PostgreSQL pool's settings (config.ts: DB_POOL_MAX, DB_IDLE_TIMEOUT_MS, DB_CONNECT_TIMEOUT_MS, ...). */
export interface PoolSettings {
  /** Connections per instance at most. */
  max: number;
  /** An idle connection is closed after this long. */
  idleTimeoutMs: number;
  /** A query waiting this long for a connection (or for one to open) fails, and the request answers 503. */
  connectionTimeoutMs: number;
  /** The server cancels a statement running longer than this; 0 is no limit. */
  statementTimeoutMs: number;
}

/** How many connections the pool holds, how many are idle, how many queries wait for one. */
export interface PoolUsage {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

const MEMORY = new Set(['memory://', ':memory:', '']);

/** Opens the database described by `options`; PGlite in memory when nothing is given. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pool);
  const pglite =
    options.pglite ?? (MEMORY.has(options.dataDir ?? '') ? new PGlite() : new PGlite(options.dataDir));
  await pglite.waitReady;
  const db: Db = drizzlePglite(pglite, { schema });
  return {
    db,
    driver: 'pglite',
    client: { kind: 'pglite', pglite },
    ping: () => pingOf(db),
    close: () => pglite.close(),
    poolUsage: () => null,
  };
}

/** node-postgres' pool with every default this server relies on spelled out. */
const DEFAULT_POOL: PoolSettings = {
  max: 10,
  idleTimeoutMs: 10_000,
  connectionTimeoutMs: 5000,
  statementTimeoutMs: 0,
};

function openPostgres(url: string, settings: PoolSettings = DEFAULT_POOL): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.max,
    idleTimeoutMillis: settings.idleTimeoutMs,
    connectionTimeoutMillis: settings.connectionTimeoutMs,
    ...(settings.statementTimeoutMs > 0 ? { statement_timeout: settings.statementTimeoutMs } : {}),
  });
  // An idle client's network error: the pool drops it and tells here; the next query opens another.
  pool.on('error', () => {});
  // A client handed out (inside a transaction, between two statements) has no listener of the pool's: a
  // database restart terminating its connection (57P01, ECONNRESET) would be an unhandled 'error' event and
  // crash the process. The statement in flight still fails, and the pool discards the broken client on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db: Db = drizzlePg(pool, { schema });
  return {
    db,
    driver: 'postgres',
    client: { kind: 'postgres', pool },
    ping: () => pingOf(db),
    close: () => pool.end(),
    poolUsage: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: settings.max,
    }),
  };
}

async function pingOf(db: Db): Promise<boolean> {
  try {
    await db.execute('select 1');
    return true;
  } catch {
    return false;
  }
}
