/**
 * A migrated database per test file. With DATABASE_URL set: a fresh database on that server (created here,
 * dropped on cleanup), so files running in parallel never meet. Without: PGlite in memory, cloned from a
 * migrated template kept in the OS temp dir (initdb takes ~5 s, a clone ~1 s); the template is keyed by the
 * migrations and the PGlite version, so a new migration makes a new template.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.js';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate.js';

/** An open test database and how to get rid of it. */
export interface TestDatabase {
  database: Database;
  cleanup(): Promise<void>;
}

/**
 * Which driver the tests run on: TEST_DRIVER when set (pglite or postgres), else PostgreSQL when DATABASE_URL
 * is set, else PGlite. `npm test` runs the suite on both when DATABASE_URL is set.
 */
export function testDriver(): 'postgres' | 'pglite' {
  const chosen = process.env.TEST_DRIVER;
  if (chosen === 'pglite' || chosen === 'postgres') return chosen;
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

/** Opens a fresh, migrated database for one test file. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDriver() === 'pglite') return openPglite();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DRIVER=postgres needs DATABASE_URL');
  return openPostgres(url);
}

async function openPostgres(url: string): Promise<TestDatabase> {
  const name = `sbtest_${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: own.toString() });
  await runMigrations(database);
  return {
    database,
    cleanup: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

function templatePath(): string {
  const hash = createHash('sha256');
  const pglite = join(MIGRATIONS_FOLDER, '../../../node_modules/@electric-sql/pglite/package.json');
  hash.update(existsSync(pglite) ? readFileSync(pglite) : 'pglite');
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return join(tmpdir(), `sportsbook-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function openPglite(): Promise<TestDatabase> {
  const template = templatePath();
  let pglite: PGlite;
  if (existsSync(template)) {
    pglite = new PGlite({ loadDataDir: new Blob([readFileSync(template)]) });
  } else {
    pglite = new PGlite();
    await runMigrations(await openDatabase({ pglite }));
    const dump = await pglite.dumpDataDir('none');
    // Written aside and renamed, so a parallel file never reads half a template.
    const partial = `${template}.${process.pid}.${randomUUID().slice(0, 8)}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, template);
  }
  const database = await openDatabase({ pglite });
  return { database, cleanup: () => database.close() };
}
