/**
 * The bet builder answers on every instance, not only on the feed leader: a follower prices from its copy of
 * the world rebuilt from the database (the leader's snapshot and inputs), so two instances on one database quote
 * the same legs alike. PostgreSQL only: on PGlite one process is the one instance.
 */
import type { CustomBetMarketsResponse } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startInstances } from '../helpers/app.js';
import { testDriver } from '../helpers/database.js';

const env = {
  FEED_ENABLED: 'true',
  FEED_MATCH_COUNT: '40',
  FEED_LIVE_COUNT: '0',
  FEED_SEED: '7',
  FEED_LEADER_POLL_MS: '200',
};

describe.runIf(testDriver() === 'postgres')('the bet builder on two instances', () => {
  let instances: Awaited<ReturnType<typeof startInstances>>;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    instances = await startInstances(2, env);
    apps = instances.apps;
  });
  afterAll(() => instances.close());

  it('prices the same legs alike on the leader and on the follower', async () => {
    const [leader, follower] = apps as [FastifyInstance, FastifyInstance];
    expect([leader.feedLeadership.isLeader(), follower.feedLeadership.isLeader()]).toEqual([true, false]);
    const match = leader.feed.world.matches.find((m) => m.status === 0 && m.type === 'match');
    const markets = await leader.inject({ method: 'GET', url: `/api/v3/bets/custom/markets/${match?.id}` });
    const [first, second] = (markets.json() as CustomBetMarketsResponse).data;
    if (!match || !first || !second)
      throw new Error('the world has a prematch match with bet-builder markets');
    const payload = {
      match_id: match.id,
      selections: [first, second].map((m) => ({
        market_id: m.id,
        specifier: m.specifier,
        outcome_id: m.outcomes[0]?.id,
      })),
    };
    const quote = async (app: FastifyInstance) => {
      const res = await app.inject({ method: 'POST', url: '/api/v3/bets/custom/odds', payload });
      return { status: res.statusCode, body: res.json() as { odds?: number; code?: string } };
    };
    const onLeader = await quote(leader);
    expect(onLeader.status, JSON.stringify(onLeader.body)).toBe(200);
    // The follower's copy catches up within its follow interval.
    await vi.waitFor(async () => expect(await quote(follower)).toEqual(onLeader), { timeout: 10_000 });
  });

  it('still prices on the instance that remains when the leader stops, which then leads', async () => {
    const [leader, follower] = apps as [FastifyInstance, FastifyInstance];
    const match = follower.feedLeadership.current()?.world.matches.find((m) => m.status === 0);
    expect(match).toBeDefined();
    await leader.feedLeadership.stop();
    await vi.waitFor(() => expect(follower.feedLeadership.leading()).toBeDefined(), { timeout: 10_000 });
    expect(follower.feedLeadership.current()?.matchOf(match?.id ?? 0)).toEqual(match);
  });
});
