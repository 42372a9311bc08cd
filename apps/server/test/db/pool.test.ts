/**
 * The database going away under the server: a restart terminates every session, idle or in the middle of a
 * transaction; no pooled client may crash the process (an unhandled 'error' event), the next query reconnects,
 * and a request that met the outage answers 503 unavailable, never 500. On PostgreSQL only (PGlite runs in the
 * process and cannot be restarted under it); the error mapping also runs on PGlite.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/lib/sql-state.js';
import errors from '../../src/plugins/errors.js';
import { openTestDatabase, type TestDatabase, testDriver } from '../helpers/database.js';

describe('a database error that says the database is away', () => {
  it('answers 503 unavailable with Retry-After, and a wrong statement stays a 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    const throwing = (error: unknown) => async () => {
      throw error;
    };
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    app.get('/terminated', throwing(new Error('Failed query', { cause: terminated })));
    app.get('/refused', throwing(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })));
    app.get('/pool', throwing(new Error('timeout exceeded when trying to connect')));
    app.get('/syntax', throwing(Object.assign(new Error('syntax error'), { code: '42601' })));
    for (const url of ['/terminated', '/refused', '/pool']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toMatchObject({ code: 'unavailable' });
      expect(res.headers['retry-after']).toBe('2');
    }
    expect((await app.inject({ url: '/syntax' })).statusCode).toBe(500);
    expect(isDatabaseUnavailable(new Error('duplicate key'))).toBe(false);
    await app.close();
  });
});

describe.runIf(testDriver() === 'postgres')('a PostgreSQL restart (every session terminated)', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.cleanup());

  /** Ends every other session on the test database, as a restart does. */
  async function terminateSessions(): Promise<number> {
    const url = process.env.DATABASE_URL ?? '';
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const pool = test.database.client.kind === 'postgres' ? test.database.client.pool : null;
      const name = new URL(pool?.options.connectionString ?? '').pathname.slice(1);
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('crashes nothing, fails the transaction in flight, and the next query reconnects', async () => {
    const { db } = test.database;
    // Idle sessions in the pool, and one inside a transaction between two statements when the restart comes.
    await Promise.all([db.execute('select 1'), db.execute('select 1'), db.execute('select 1')]);
    let terminated = 0;
    const inTransaction = db.transaction(async (tx) => {
      await tx.execute('select 1');
      terminated = await terminateSessions();
      // The server's termination notice reaches the client while it holds no query: its 'error' event.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute('select 2');
    });
    const failure = await inTransaction.then(
      () => null,
      (error: unknown) => error,
    );
    expect(terminated).toBeGreaterThanOrEqual(1);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(await test.database.ping()).toBe(true);
    expect(test.database.poolUsage()).toMatchObject({ max: 10 });
  });
});
