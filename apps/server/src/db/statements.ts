/**
 * Raw statements' results, and raw statements run prepared. `runPrepared` runs a raw statement as a named
 * prepared statement on PostgreSQL (node-postgres parses and plans it once per
 * pooled connection, then only binds and executes), and as it is on PGlite, which runs in this process. Drizzle
 * prepares its own builder queries but not raw `sql`, and the planning of the placing statements costs more
 * than running them. The name is a hash of the text: one text, one name.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.js';

const dialect = new PgDialect();
const names = new Map<string, string>();

const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) {
    // A handful of statement shapes exist; a growing map would mean text that varies, which needs no name.
    if (names.size > 1000) names.clear();
    name = `sb_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
};

/** The rows of `query` run on `db` (not inside a transaction: a pool connection of its own). */
export async function runPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rowsOf<T>(await db.execute(query));
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name: nameOf(text), text, values: params as unknown[] });
  return result.rows as T[];
}

/** Rows of a raw `db.execute` result: node-postgres and PGlite both answer `{rows}`. */
export function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('unexpected result of db.execute');
}
