/**
 * The whole path from the feed to the wallet: the feed plugin applies a tick with match_settled, its listeners
 * hear it after commit, the bets plugin settles and pays. A scripted feed, released once the bet is placed.
 */
import type { PlacedBetResponse } from '@sportsbook/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { users } from '../../src/db/schema/index.js';
import type { Feed } from '../../src/feed/index.js';
import type { FeedEvent } from '../../src/feed/types.js';
import bets from '../../src/plugins/bets.js';
import catalogue from '../../src/plugins/catalogue.js';
import db from '../../src/plugins/db.js';
import feed from '../../src/plugins/feed.js';
import idempotency from '../../src/plugins/idempotency.js';
import notifications from '../../src/plugins/notifications.js';
import site from '../../src/plugins/site.js';
import { balanceOf, openAccount, transfer } from '../../src/wallet/index.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { bet, request } from './payloads.js';
import { bettingWorld, EXTRA, on, results } from './worlds.js';

const matchId = EXTRA[0] as number;
const script: FeedEvent[][] = [
  [{ type: 'match_status_changed', matchId, status: 4 }],
  [{ type: 'match_settled', matchId, results: results('win', 'lose') }],
];
let released = false;
let test: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  test = await openTestDatabase();
  app = Fastify({ logger: false });
  await app.register(db, { database: test.database });
  await app.register(idempotency);
  await app.register(notifications);
  await app.register(catalogue);
  await app.register(site, { site: loadConfig({}).site });
  const fake = {
    world: bettingWorld(),
    tick: () => (released ? (script.shift() ?? []) : []),
    clock: Date.now(),
    snapshot: () => 'the scripted world',
  } as unknown as Feed;
  await app.register(feed, { create: () => fake, restore: () => fake, intervalMs: 5 });
  await app.register(bets, { liveDelayMs: 100 });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await test.cleanup();
});

describe('a match settled by the feed', () => {
  it('pays its bets through the feed listener', async () => {
    const [user] = await app.db
      .insert(users)
      .values({ email: 'feed-settlement@test.local', passwordHash: 'x' })
      .returning({ id: users.id });
    const userId = user?.id ?? '';
    await openAccount(app.db, userId, 'EUR');
    await app.db.transaction((tx) =>
      transfer(tx, {
        userId,
        currency: 'EUR',
        amount: 1_000,
        direction: 'credit',
        kind: 'deposit',
        reference: 'fs',
      }),
    );
    const player = { id: userId, currency: 'EUR', isVip: false };
    const answer = await app.bets.place(player, request([bet([on(matchId).home], 1_000)]), 'feed-settlement');
    const [placed] = answer.body as PlacedBetResponse[];
    expect(placed?.status).toBe('waiting_results');
    released = true;
    await vi.waitFor(async () => expect(await balanceOf(app.db, userId, 'EUR')).toBe(2_000), {
      timeout: 5_000,
    });
  });
});
