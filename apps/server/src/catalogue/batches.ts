/**
 * Bulk writes. Drizzle's insert builder spends more time building a 1000-row statement than the database
 * spends running it (about 0.15 ms per row here), so bulk rows travel as one JSON parameter per batch and
 * PostgreSQL unpacks them with json_to_recordset: one statement, one parameter, the same SQL on PGlite and on
 * a PostgreSQL server. Column names and types come from the Drizzle table, so there is no second list to keep.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import { rowsOf } from '../db/statements.js';

/** Rows per statement: large enough that round trips do not matter, small enough to keep memory flat. */
const BATCH_ROWS = 2000;

/** Splits `rows` into chunks of `size`. */
export function chunk<T>(rows: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

/** The table's columns named by the keys of `row` that hold a value, as [property, column] pairs. */
export function columnsOf<T extends PgTable>(table: T, row: T['$inferInsert']): [string, PgColumn][] {
  const present = new Set(Object.keys(row).filter((k) => (row as Record<string, unknown>)[k] !== undefined));
  return Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
}

/** `json_to_recordset($json) as r("a" integer, "b" text, ...)` over `rows`, keyed by column name. */
export function recordset<T extends PgTable>(
  columns: [string, PgColumn][],
  rows: readonly T['$inferInsert'][],
): SQL {
  const json = JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) record[column.name] = (row as Record<string, unknown>)[key];
      return record;
    }),
  );
  const types = columns.map(([, c]) => `"${c.name}" ${c.getSQLType()}`).join(', ');
  return sql`json_to_recordset(${json}::json) as r(${sql.raw(types)})`;
}

/** The quoted column list of an insert: `("a", "b")`. */
export function columnList(columns: [string, PgColumn][]): SQL {
  return sql.raw(`(${columns.map(([, c]) => `"${c.name}"`).join(', ')})`);
}

/**
 * Inserts `rows` (all of one shape) into `table` in batches and returns what `tail` returns: `tail` is appended
 * to each statement, e.g. `on conflict (...) do update ... returning id`.
 */
export async function insertInBatches<T extends PgTable, R = never>(
  db: Db | Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
  tail: SQL = sql``,
): Promise<R[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = columnsOf(table, first);
  const name = sql.identifier(getTableConfig(table).name);
  const returned: R[] = [];
  for (const part of chunk(rows, BATCH_ROWS)) {
    const result = await db.execute(
      sql`insert into ${name} ${columnList(columns)} select * from ${recordset(columns, part)} ${tail}`,
    );
    returned.push(...rowsOf<R>(result));
  }
  return returned;
}

/**
 * `on conflict (<primary key>) do update set <every other written column> = excluded.<column>`, and
 * `version = version + 1` on tables that keep a version: a whole-row overwrite for re-loading rows.
 */
export function overwriteOnConflict<T extends PgTable>(table: T, row: T['$inferInsert']): SQL {
  const config = getTableConfig(table);
  const keys =
    config.primaryKeys[0]?.columns.map((c) => c.name) ??
    config.columns.filter((c) => c.primary).map((c) => c.name);
  const written = columnsOf(table, row)
    .map(([, c]) => c.name)
    .filter((name) => !keys.includes(name));
  const sets = written.map((name) => `"${name}" = excluded."${name}"`);
  if (config.columns.some((c) => c.name === 'version')) sets.push(`version = "${config.name}".version + 1`);
  return sql.raw(`on conflict (${keys.map((k) => `"${k}"`).join(', ')}) do update set ${sets.join(', ')}`);
}

/** `(t.a, t.b) is distinct from (excluded.a, excluded.b)`: the upsert changes something. */
export const changedWhen = (table: string, columns: readonly string[]) =>
  sql.raw(
    `(${columns.map((c) => `${table}.${c}`).join(', ')}) is distinct from (${columns.map((c) => `excluded.${c}`).join(', ')})`,
  );

/** `a = excluded.a, b = excluded.b` (a `::text` comparison suffix is dropped). */
export const updateAll = (columns: readonly string[]) =>
  sql.raw(columns.map((c) => `${c.replace('::text', '')} = excluded.${c.replace('::text', '')}`).join(', '));
