/**
 * Bets are refused with 503 prices_unavailable while prices cannot be kept current (no feed leader, or its last
 * committed tick is too old), with nothing taken from the player; taken again once the feed ticks.
 */
import type { PlacedBetResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BettingApp, startBettingApp } from './betting-app.js';
import { bet, request, sel } from './payloads.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ feed: true });
});
afterAll(() => t.close());

describe('a bet while prices are stale', () => {
  it('is refused with 503 prices_unavailable and takes nothing; taken once prices are current', async () => {
    const match = t.app.feed.world.matches.find((m) => m.status === 0 && m.type === 'match');
    const market = match && t.app.feed.marketsOf(match.id).find((m) => m.status === 1);
    const outcome = market?.outcomes.find((o) => o.active);
    if (!match || !market || !outcome) throw new Error('no open prematch outcome in the world');
    const payload = request([
      bet([sel(match.id, market.marketId, market.specifier, outcome.id, outcome.odds)], 500),
    ]);
    const p = await t.player();
    const before = await p.balance();

    const current = t.app.feedLeadership.pricesCurrent;
    t.app.feedLeadership.pricesCurrent = async () => false;
    try {
      const refused = await p.call<{ code: string }>({
        method: 'POST',
        url: '/api/v3/bets',
        payload,
        headers: { 'idempotency-key': 'stale-key-1' },
      });
      expect(refused.status, JSON.stringify(refused.body)).toBe(503);
      expect(refused.body.code).toBe('prices_unavailable');
      expect(refused.headers['retry-after']).toBe('5');
      expect(await p.balance()).toBe(before);
    } finally {
      t.app.feedLeadership.pricesCurrent = current;
    }
    // The same key again, now that prices are current: the refusal was not stored as the key's answer.
    const placed = await p.call<PlacedBetResponse[]>({
      method: 'POST',
      url: '/api/v3/bets',
      payload,
      headers: { 'idempotency-key': 'stale-key-1' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await p.balance()).toBe(before - 500);
  });

  it('is current on the leader while it ticks, as its metrics say', async () => {
    expect(t.app.feedLeadership.isLeader()).toBe(true);
    expect(await t.app.feedLeadership.pricesCurrent()).toBe(true);
    const metrics = (await t.call<string>({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^feed_leader 1$/m);
    expect(metrics).toMatch(/^feed_publications_queued \d+$/m);
    const since = Number(/^feed_seconds_since_tick (\S+)$/m.exec(metrics)?.[1]);
    expect(since).toBeGreaterThanOrEqual(0);
  });
});
