/**
 * The feed's development controls on any instance: a control forwarded through the database is applied by the
 * leader at its next tick and answered (done, not live, not found), and with no leader ticking the asking instance
 * gives up and takes its row back. On PostgreSQL, two real instances: the follower's POST /dev/feed/... ends and
 * suspends matches of the leader's world. On PGlite the one process leads, so the forwarded path is driven directly.
 */
import { EventStatus, MarketStatus } from '@sportsbook/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { feedControls, markets, matches } from '../../src/db/schema/index.js';
import { forwardControl } from '../../src/feed-leader/feed-controls.js';
import { startInstances } from '../helpers/app.js';
import { testDriver } from '../helpers/database.js';

const env = {
  FEED_ENABLED: 'true',
  FEED_MATCH_COUNT: '40',
  FEED_LIVE_COUNT: '12',
  FEED_SEED: '11',
  FEED_LEADER_POLL_MS: '200',
};

let instances: Awaited<ReturnType<typeof startInstances>>;
let apps: FastifyInstance[] = [];
let db: Db;
beforeAll(async () => {
  instances = await startInstances(testDriver() === 'postgres' ? 2 : 1, env);
  apps = instances.apps;
  db = instances.database.db;
});
afterAll(() => instances.close());

const leaderOf = () => {
  const leader = apps.find((app) => app.feedLeadership.isLeader());
  if (!leader) throw new Error('an instance leads the feed');
  return leader;
};

/** Live matches of the leader's world, in play long enough to be ended. */
const liveMatches = () =>
  leaderOf().feed.world.matches.filter((m) => m.type === 'match' && m.status === EventStatus.live);

const matchStatus = async (id: number) =>
  (await db.select({ status: matches.status }).from(matches).where(eq(matches.id, id)))[0]?.status;

describe('a development control forwarded to the feed leader', () => {
  it("is applied at the leader's next tick and answered", async () => {
    const [live] = liveMatches();
    if (!live) throw new Error('the world has live matches');
    expect(await forwardControl(db, { end: live.id }, { timeoutMs: 5000, pollMs: 20 })).toBe('done');
    await vi.waitFor(async () => expect(await matchStatus(live.id)).toBe(EventStatus.finished), {
      timeout: 5000,
    });
    const prematch = leaderOf().feed.world.matches.find((m) => m.status === EventStatus.prematch);
    const options = { timeoutMs: 5000, pollMs: 20 };
    expect(await forwardControl(db, { end: prematch?.id ?? 0 }, options)).toBe('not_live');
    expect(await forwardControl(db, { end: 2_000_000_000 }, options)).toBe('not_found');
    // Every answered row was taken back by its asker.
    expect(await db.select().from(feedControls)).toEqual([]);
  });

  it('gives up without a leader and takes its row back, so no later leader applies it unasked', async () => {
    const [live] = liveMatches();
    // Every instance steps down (on PostgreSQL another would take over a clean stop at once).
    for (const app of apps) await app.feedLeadership.stop();
    try {
      const answer = await forwardControl(
        db,
        { suspend: live?.id ?? 0, seconds: 30 },
        { timeoutMs: 600, pollMs: 50 },
      );
      expect(answer).toBeNull();
      expect(await db.select().from(feedControls)).toEqual([]);
    } finally {
      for (const app of apps) await app.feedLeadership.start();
    }
  });
});

describe.runIf(testDriver() === 'postgres')('the development control routes on a follower', () => {
  const post = (app: FastifyInstance, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });

  it("end and suspend matches of the leader's world, and refuse as the leader would", async () => {
    await vi.waitFor(() => expect(apps.filter((a) => a.feedLeadership.leading()).length).toBe(1), {
      timeout: 15_000,
    });
    const follower = apps.find((app) => !app.feedLeadership.isLeader());
    if (!follower) throw new Error('one instance follows');
    const [toEnd, toSuspend] = liveMatches();
    if (!toEnd || !toSuspend) throw new Error('the world has two live matches');

    const ended = await post(follower, `/dev/feed/matches/${toEnd.id}/end`);
    expect(ended.statusCode, ended.body).toBe(202);
    await vi.waitFor(async () => expect(await matchStatus(toEnd.id)).toBe(EventStatus.finished), {
      timeout: 5000,
    });

    const suspended = await post(follower, `/dev/feed/matches/${toSuspend.id}/suspend`, { seconds: 120 });
    expect(suspended.statusCode, suspended.body).toBe(202);
    await vi.waitFor(
      async () => {
        const rows = await db
          .select({ status: markets.status })
          .from(markets)
          .where(eq(markets.matchId, toSuspend.id));
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((m) => m.status !== MarketStatus.allowed)).toBe(true);
      },
      { timeout: 5000 },
    );

    const prematch = leaderOf().feed.world.matches.find((m) => m.status === EventStatus.prematch);
    const refused = await post(follower, `/dev/feed/matches/${prematch?.id}/end`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('match_not_live');
    const unknown = await post(follower, '/dev/feed/matches/2000000000/end');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
  }, 30_000);
});
