/**
 * The feed plugin with a scripted feed: it loads the world on start, applies each tick's events and publishes
 * them through `app.realtime`. The fake feed replays a fixed script whatever the clock says, so nothing here
 * depends on the simulator's timing; waits poll for the outcome instead of sleeping a guessed time.
 */
import { CatalogueEventSchema, LOCALES, publicChannel } from '@sportsbook/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Feed } from '../../src/feed/index.js';
import type { FeedEvent } from '../../src/feed/types.js';
import catalogue from '../../src/plugins/catalogue.js';
import db from '../../src/plugins/db.js';
import feed from '../../src/plugins/feed.js';
import { fixtureWorld, IDS } from '../builders/fixture-world.js';

/** Every locale's public channel, in the order of LOCALES (sr-ME publishes on public:sr). */
const PUBLIC_CHANNELS = LOCALES.map((locale) => publicChannel(locale));

import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

const world = fixtureWorld();
const script: FeedEvent[][] = [
  [{ type: 'match_status_changed', matchId: IDS.norwichDerby, status: 1 }],
  [{ type: 'provider_status_changed', provider: 'oddin', enabled: false }],
];
const published: { channel: string; data: unknown }[] = [];
let test: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  test = await openTestDatabase();
  app = Fastify({ logger: false });
  await app.register(db, { database: test.database });
  await app.register(catalogue);
  await app.register(
    fp(async (instance) => {
      instance.decorate('realtime', {
        publish: async (channel: string, data: unknown) => {
          published.push({ channel, data });
        },
        close: async () => {},
        stats: () => ({}) as never,
        readiness: async () => ({ realtime: true }),
      });
    }),
  );
  const fake = {
    world,
    tick: () => script.shift() ?? [],
    clock: Date.now(),
    snapshot: () => 'the scripted world',
  } as unknown as Feed;
  await app.register(feed, { create: () => fake, restore: () => fake, intervalMs: 5 });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await test.cleanup();
});

describe('feed plugin', () => {
  it('loads the world into an empty catalogue when the app starts', async () => {
    expect(await app.catalogue.getMatch('en', IDS.leedsBristol)).toMatchObject({ id: IDS.leedsBristol });
  });

  it('applies ticks and publishes what changed on the match and public channels', async () => {
    // Both scripted ticks: each publishes on the match's channel and every public one.
    await vi.waitFor(
      () => expect(published.length).toBeGreaterThanOrEqual(2 * (PUBLIC_CHANNELS.length + 1)),
      { timeout: 5000 },
    );
    expect((await app.catalogue.getMatch('en', IDS.norwichDerby))?.status).toBe(1);
    const statusChannels = published.filter(
      (p) => (p.data as { type: string }).type === 'match_status_changed',
    );
    expect(statusChannels.map((p) => p.channel)).toEqual([`match:${IDS.norwichDerby}`, ...PUBLIC_CHANNELS]);
    const providerChannels = published.filter(
      (p) => (p.data as { type: string }).type === 'provider_status_changed',
    );
    // A match page listens to its own channel only: the provider's open match hears the switch there.
    expect(providerChannels.map((p) => p.channel)).toEqual([...PUBLIC_CHANNELS, `match:${IDS.csMatch}`]);
    for (const { data } of published) expect(CatalogueEventSchema.safeParse(data).success).toBe(true);
  });

  it('decorates the app with the feed', () => {
    expect(app.feed.world).toBe(world);
  });
});
