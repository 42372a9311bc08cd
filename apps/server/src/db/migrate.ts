/**
 * Runs the SQL migrations of drizzle/ (written by drizzle-kit) on either driver. Drizzle's migrators record what
 * ran in drizzle.__drizzle_migrations; on PostgreSQL an advisory lock keeps two starting instances from running
 * the same migration at once.
 */
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

/** The folder drizzle-kit generates into. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any number will do as long as nothing else in the database locks it. */
const MIGRATION_LOCK = 7_412_001;

/** Applies the migrations not yet applied. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.client.kind === 'pglite') {
    await migratePglite(drizzlePglite(database.client.pglite), config);
    return;
  }
  const connection = await database.client.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(connection), config);
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    connection.release();
  }
}
