/**
 * Feed leadership among instances sharing one database: exactly one leads; when it steps down, or its session
 * dies (a killed process, a database restart), another takes over at its next try; followers read the leader's
 * heartbeat to tell whether prices are current. The lock runs on PostgreSQL; on PGlite the one process leads.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stampHeartbeat } from '../../src/feed-leader/heartbeat.js';
import { createFeedLeadership, type FeedLeadership } from '../../src/feed-leader/leadership.js';
import { openTestDatabase, type TestDatabase, testDriver } from '../helpers/database.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test.cleanup());

/** A candidate that records its leadership changes. */
function candidate(staleMs = 60_000, takeoverMs = 5000) {
  const changes: string[] = [];
  const leadership: FeedLeadership = createFeedLeadership({
    database: test.database,
    pollMs: 100,
    staleMs,
    takeoverMs,
    onAcquired: () => changes.push('acquired'),
    onLost: () => changes.push('lost'),
    onError: () => {},
  });
  return { leadership, changes };
}

describe.runIf(testDriver() === 'pglite')('on PGlite', () => {
  it('leads at once, and prices are current while it ticks', async () => {
    const one = candidate();
    await one.leadership.start();
    expect(one.leadership.isLeader()).toBe(true);
    expect(await one.leadership.pricesCurrent()).toBe(false);
    await one.leadership.ticked(Date.now());
    expect(await one.leadership.pricesCurrent()).toBe(true);
    await one.leadership.stop();
    expect(one.changes).toEqual(['acquired', 'lost']);
  });
});

describe.runIf(testDriver() === 'postgres')('on PostgreSQL', () => {
  it('lets one of several lead, and another take over when it stops', async () => {
    const a = candidate();
    const b = candidate();
    await a.leadership.start();
    await b.leadership.start();
    expect([a.leadership.isLeader(), b.leadership.isLeader()]).toEqual([true, false]);
    await a.leadership.ticked(Date.now());
    // The follower reads the leader's heartbeat.
    expect(await b.leadership.pricesCurrent()).toBe(true);
    expect(b.leadership.state()).toMatchObject({ leader: false });

    await a.leadership.stop();
    await vi.waitFor(() => expect(b.leadership.isLeader()).toBe(true), { timeout: 10_000 });
    expect(a.changes).toEqual(['acquired', 'lost']);
    expect(b.changes).toEqual(['acquired']);
    await b.leadership.stop();
  });

  it('steps down when its session dies, and one instance leads again (a killed leader loses the lock)', async () => {
    const a = candidate();
    const b = candidate();
    await a.leadership.start();
    await b.leadership.start();
    expect(a.leadership.isLeader()).toBe(true);
    // Terminate the leader's lock session, as a kill -9 of its process or a database restart would end it.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const url =
      test.database.client.kind === 'postgres' ? test.database.client.pool.options.connectionString : '';
    const dbName = new URL(url ?? '').pathname.slice(1);
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(l.pid) from pg_locks l join pg_database d on d.oid = l.database
       where l.locktype = 'advisory' and l.granted and d.datname = $1`,
      [dbName],
    );
    await admin.end();
    expect(rowCount).toBe(1);
    // a steps down (its session is gone); then one of the two leads again, never both.
    await vi.waitFor(() => expect(a.changes.slice(0, 2)).toEqual(['acquired', 'lost']), { timeout: 10_000 });
    await vi.waitFor(() => expect(a.leadership.isLeader() || b.leadership.isLeader()).toBe(true), {
      timeout: 10_000,
    });
    expect(a.leadership.isLeader() && b.leadership.isLeader()).toBe(false);
    await Promise.all([a.leadership.stop(), b.leadership.stop()]);
  });

  it("waits for the last leader's heartbeat to age before taking a free lock (a restart gives it back)", async () => {
    // Another instance ticked just now and lost its session (a database restart): the lock is free.
    await stampHeartbeat(test.database.db, 'the-leader-that-was', new Date());
    const b = candidate(60_000, 60_000);
    await b.leadership.start();
    expect(b.leadership.isLeader()).toBe(false);
    // That leader never came back: its heartbeat is old, and b takes the lock.
    await stampHeartbeat(test.database.db, 'the-leader-that-was', new Date(Date.now() - 120_000));
    await vi.waitFor(() => expect(b.leadership.isLeader()).toBe(true), { timeout: 10_000 });
    await b.leadership.stop();
  });

  it('says prices are stale when the last tick is older than staleMs', async () => {
    const a = candidate(1000);
    const b = candidate(1000);
    await a.leadership.start();
    await b.leadership.start();
    await a.leadership.ticked(Date.now() - 5000);
    expect(await a.leadership.pricesCurrent()).toBe(false);
    expect(await b.leadership.pricesCurrent()).toBe(false);
    await Promise.all([a.leadership.stop(), b.leadership.stop()]);
  });
});
