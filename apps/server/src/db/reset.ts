/**
 * `npm run db:reset`: empties the database the environment names and runs the migrations, so the next start
 * loads a fresh world. PGlite: deletes DATA_DIR (only when it holds a PGlite/PostgreSQL data directory).
 * PostgreSQL: drops and recreates the public schema and drizzle's bookkeeping schema.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';

const config = loadConfig();
if (config.databaseUrl) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await runMigrations(database);
  await database.close();
  console.log('PostgreSQL database reset and migrated');
} else {
  const dir = resolve(config.dataDir);
  if (existsSync(dir)) {
    const isDataDir = existsSync(join(dir, 'PG_VERSION')) || readdirSync(dir).length === 0;
    if (!isDataDir) throw new Error(`${dir} is not a database directory; refusing to delete it`);
    rmSync(dir, { recursive: true, force: true });
  }
  const database = await openDatabase({ dataDir: dir });
  await runMigrations(database);
  await database.close();
  console.log(`PGlite database at ${dir} reset and migrated`);
}
