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
  /** The underlying client, for the migrator. */
  client: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; pool: pg.Pool };
}

/** Where the database is: a PostgreSQL URL, or a PGlite data dir ('memory://' or ':memory:' for memory). */
export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** An already open PGlite (tests clone a migrated template into one). */
  pglite?: PGlite;
}

const MEMORY = new Set(['memory://', ':memory:', '']);

/** Opens the database described by `options`; PGlite in memory when nothing is given. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
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
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's network error would otherwise crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db: Db = drizzlePg(pool, { schema });
  return {
    db,
    driver: 'postgres',
    client: { kind: 'postgres', pool },
    ping: () => pingOf(db),
    close: () => pool.end(),
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
