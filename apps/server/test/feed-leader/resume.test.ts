/**
 * A feed stopped abruptly and another started on the same database: the second continues the first's world from
 * the database (its snapshot and the inputs since), so no match is voided, refunded or replayed, no clock or score
 * goes back, and the matches the first added are played on. On PGlite the one process leads, so the second feed
 * starts once the first is frozen; on PostgreSQL it follows first and takes over when the leader's session dies.
 */
import { EventStatus, MarketStatus } from '@sportsbook/domain';
import { asc } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { markets, matches } from '../../src/db/schema/index.js';
import { createFeed } from '../../src/feed/index.js';
import catalogue from '../../src/plugins/catalogue.js';
import db from '../../src/plugins/db.js';
import feed from '../../src/plugins/feed.js';
import { openTestDatabase, type TestDatabase, testDriver } from '../helpers/database.js';

let test: TestDatabase;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close().catch(() => {});
  await test.cleanup();
});

/**
 * An instance running the real feed, sped up so matches finish and are replaced within seconds. One started to
 * continue a world cannot make a new one.
 */
async function instance(options: { newWorld: boolean }) {
  let frozen = false;
  const app = Fastify({ logger: false });
  await app.register(db, { database: test.database });
  await app.register(catalogue);
  await app.register(feed, {
    create: () => {
      if (!options.newWorld) throw new Error('this instance continues the world the database holds');
      return createFeed({ seed: 3, speed: 180, matchCount: 60, liveCount: 20, startAt: Date.now() });
    },
    // A frozen instance is a killed one: nothing it does after that reaches the database.
    now: () => {
      if (frozen) throw new Error('this instance is dead');
      return Date.now();
    },
    intervalMs: 20,
    snapshotEveryMs: 1500,
    leaderPollMs: 100,
    followMs: 100,
  });
  await app.ready();
  apps.push(app);
  return {
    app,
    freeze: () => {
      frozen = true;
    },
  };
}

interface MatchRow {
  id: number;
  status: number;
  score: number;
  clock: number;
  updatedAt: number;
}

async function readMatches(): Promise<Map<number, MatchRow>> {
  const rows = await test.database.db.select().from(matches).orderBy(asc(matches.id));
  return new Map(
    rows.map((m) => [
      m.id,
      {
        id: m.id,
        status: m.status,
        score: (m.totalScore?.home ?? 0) + (m.totalScore?.away ?? 0),
        clock: m.clock?.clock_updated_at ?? 0,
        updatedAt: m.updatedAt.getTime(),
      },
    ]),
  );
}

async function readResults(): Promise<Map<string, string>> {
  const rows = await test.database.db.select().from(markets);
  return new Map(
    rows
      .filter((m) => m.results !== null || m.status === MarketStatus.cancelled)
      .map((m) => [`${m.matchId}/${m.marketId}/${m.specifier}`, `${m.status} ${JSON.stringify(m.results)}`]),
  );
}

/** Play order of a match's status: it never goes back. */
const RANK: Record<number, number> = {
  [EventStatus.prematch]: 0,
  [EventStatus.live]: 1,
  [EventStatus.stopped]: 1,
  [EventStatus.finished]: 2,
};

/** Checks the second feed continued the first's world. */
async function expectContinued(before: Map<number, MatchRow>, resultsBefore: Map<string, string>) {
  const after = await readMatches();
  for (const [id, was] of before) {
    const now = after.get(id);
    expect(now, `match ${id} is still there`).toBeDefined();
    if (!now) continue;
    expect(now.status, `match ${id} is not voided`).not.toBe(EventStatus.notCovered);
    expect(
      RANK[now.status] ?? -1,
      `match ${id} status ${was.status} -> ${now.status}`,
    ).toBeGreaterThanOrEqual(RANK[was.status] ?? -1);
    expect(now.score, `match ${id} score`).toBeGreaterThanOrEqual(was.score);
    if (now.status === EventStatus.live && was.status === EventStatus.live)
      expect(now.clock, `match ${id} clock`).toBeGreaterThanOrEqual(was.clock);
    expect(now.updatedAt, `match ${id} updated`).toBeGreaterThanOrEqual(was.updatedAt);
  }
  // What was settled stays as it was; nothing was cancelled.
  const resultsAfter = await readResults();
  for (const [key, result] of resultsBefore) expect(resultsAfter.get(key), key).toBe(result);
  for (const result of resultsAfter.values())
    expect(result).not.toMatch(new RegExp(`^${MarketStatus.cancelled} `));
}

/** Waits until the first feed has finished matches and added their replacements. */
async function untilWorldMoved(before: number) {
  await vi.waitFor(
    async () => {
      const rows = [...(await readMatches()).values()];
      expect(rows.filter((m) => m.status === EventStatus.finished).length).toBeGreaterThan(4);
      expect(rows.length).toBeGreaterThan(before + 3);
    },
    { timeout: 30_000, interval: 200 },
  );
}

describe('a feed that restarts', () => {
  it('continues the world from the database: nothing voided, replayed or moved back', async () => {
    const first = await instance({ newWorld: true });
    const initial = (await readMatches()).size;
    const second = testDriver() === 'postgres' ? await instance({ newWorld: false }) : null;
    await untilWorldMoved(initial);
    // Killed between two ticks: nothing it does after this reaches the database, its memory is lost, and its
    // lock is let go (as its ended session would; a killed process does not come back to take it again).
    first.freeze();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await first.app.feedLeadership.stop();
    const before = await readMatches();
    const resultsBefore = await readResults();

    const next = second ?? (await instance({ newWorld: false }));
    await vi.waitFor(() => expect(next.app.feedLeadership.leading()).toBeDefined(), { timeout: 20_000 });
    const moved = (await readMatches()).size;
    // The new leader plays on: matches finish and are replaced (the world keeps moving forward).
    await vi.waitFor(async () => expect([...(await readMatches()).values()].length).toBeGreaterThan(moved), {
      timeout: 30_000,
      interval: 200,
    });
    await expectContinued(before, resultsBefore);
    // Every open match of the database is one the new leader plays.
    const leading = next.app.feedLeadership.leading();
    for (const m of (await readMatches()).values())
      if (m.status === EventStatus.live || m.status === EventStatus.prematch)
        expect(leading?.matchOf(m.id), `match ${m.id} is in the new leader's world`).toBeDefined();
  }, 90_000);
});
