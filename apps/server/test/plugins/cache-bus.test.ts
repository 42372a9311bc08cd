/**
 * Two instances on one database and one Redis: a change one of them commits reaches the other's cached answers
 * through the cache bus, so both answer the same. Runs when REDIS_URL is set (CI sets it).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadWorld } from '../../src/catalogue/load-world.js';
import { fixtureWorld, IDS } from '../builders/fixture-world.js';
import { testConfig } from '../helpers/app.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

const REDIS_URL = process.env.REDIS_URL;

describe.runIf(REDIS_URL)('the cache bus between two instances', () => {
  let test: TestDatabase;
  let writer: FastifyInstance;
  let reader: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase();
    await loadWorld(test.database.db, fixtureWorld());
    const build = () => buildApp(testConfig({ REDIS_URL: REDIS_URL ?? '' }), { database: test.database });
    writer = await build();
    reader = await build();
    await Promise.all([writer.ready(), reader.ready()]);
  });
  afterAll(async () => {
    await Promise.all([writer.close(), reader.close()]);
    await test.cleanup();
  });

  const statusOn = async (app: FastifyInstance) =>
    (await app.inject({ url: `/api/v2/matches/${IDS.norwichDerby}` })).json<{ status: number }>().status;

  it("drops the other instance's cached answer when one commits a change", async () => {
    expect(await statusOn(reader)).toBe(0);
    const before = reader.catalogue.cacheStats().hits;
    expect(await statusOn(reader)).toBe(0);
    // The reader answers from its cache now: without the bus it would go on answering 0.
    expect(reader.catalogue.cacheStats().hits).toBe(before + 1);

    await writer.catalogue.applyFeedEvents([
      { type: 'match_status_changed', matchId: IDS.norwichDerby, status: 1 },
    ]);
    await vi.waitFor(async () => expect(await statusOn(reader)).toBe(1), { timeout: 5000, interval: 20 });
  });
});
