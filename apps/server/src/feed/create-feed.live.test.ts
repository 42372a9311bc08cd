import { beforeAll, describe, expect, it } from 'vitest';
import type { Feed } from './create-feed.js';
import { isLive, runFeed, smallFeed } from './testing/feed-fixtures.js';
import { pricingViolations } from './testing/pricing-violations.js';
import type { FeedEvent, FeedMarket } from './types.js';

describe('createFeed: the live engine', () => {
  let feed: Feed;
  let events: FeedEvent[];
  /** Every market each match was created with: the world at start, then the matches added. */
  const offered = new Map<number, FeedMarket[]>();
  let startedLive: number[];
  beforeAll(() => {
    feed = smallFeed(7, 60);
    startedLive = feed.world.matches.filter((m) => m.status === 1).map((m) => m.id);
    for (const market of feed.world.markets)
      offered.set(market.matchId, [...(offered.get(market.matchId) ?? []), market]);
    events = runFeed(feed, 180);
    for (const event of events) if (event.type === 'match_added') offered.set(event.match.id, event.markets);
  });

  it('keeps every market fairly priced after hours of play', () => {
    const problems = feed.world.markets.flatMap((m) => pricingViolations(m, isLive(feed, m.matchId)));
    // Live markets carry the live margin: follow each match's status through the events.
    const live = new Set(startedLive);
    for (const event of events) {
      if (event.type === 'match_status_changed' && event.status === 1) live.add(event.matchId);
      if (event.type !== 'markets_changed') continue;
      for (const market of event.markets)
        problems.push(...pricingViolations(market, live.has(event.matchId)));
    }
    expect(problems).toEqual([]);
  });

  it('settles every market and every outcome of a match it plays to the end', () => {
    const settled = events.filter((e) => e.type === 'match_settled');
    expect(settled.length).toBeGreaterThan(10);
    for (const event of settled) {
      const markets = offered.get(event.matchId) ?? [];
      const results = new Map(event.results.map((r) => [`${r.marketId}/${r.specifier}`, r]));
      expect(event.results).toHaveLength(markets.length);
      for (const market of markets) {
        const result = results.get(`${market.marketId}/${market.specifier}`);
        expect(result?.outcomes.map((o) => o.id)).toEqual(market.outcomes.map((o) => o.id));
      }
    }
  });

  it('settles the first-half markets with the rest at the end', () => {
    const football = events.find(
      (e) => e.type === 'match_settled' && e.results.some((r) => r.marketId === 60),
    );
    expect(football).toBeDefined();
  });

  it('finishes a match before settling it, and schedules a new match for each one that ends', () => {
    const settled = events.flatMap((e) => (e.type === 'match_settled' ? [e.matchId] : []));
    const finished = events.flatMap((e) =>
      e.type === 'match_status_changed' && e.status === 4 ? [e.matchId] : [],
    );
    expect(finished).toEqual(settled);
    expect(events.filter((e) => e.type === 'match_added').length).toBe(settled.length);
  });

  it('takes prematch matches live at their start time', () => {
    const started = events.filter((e) => e.type === 'match_status_changed' && e.status === 1);
    expect(started.length).toBeGreaterThan(0);
  });

  it('suspends markets around dangerous moments and reopens them', () => {
    const last = new Map<string, number>();
    let reopened = 0;
    for (const event of events) {
      if (event.type !== 'markets_changed') continue;
      for (const m of event.markets) {
        const key = `${m.matchId}/${m.marketId}/${m.specifier}`;
        if (last.get(key) === -1 && m.status === 1) reopened++;
        last.set(key, m.status);
      }
    }
    expect(reopened).toBeGreaterThan(0);
  });

  it('sends only markets whose odds or status changed', () => {
    const last = new Map<string, string>();
    const seen = (m: FeedMarket) =>
      `${m.status}|${m.mostBalanced}|${m.outcomes.map((o) => `${o.odds}${o.active}`)}`;
    const unchanged: string[] = [];
    for (const event of events) {
      if (event.type !== 'markets_changed') continue;
      for (const m of event.markets) {
        const key = `${m.matchId}/${m.marketId}/${m.specifier}`;
        if (seen(m) === last.get(key)) unchanged.push(key);
        last.set(key, seen(m));
      }
    }
    expect(unchanged).toEqual([]);
  });

  it('runs clocks with periods, and football with announced stoppage time', () => {
    const clocks = events.flatMap((e) =>
      e.type === 'match_changed' && e.match.clock ? [e.match.clock] : [],
    );
    expect(clocks.some((c) => c.stoppage_time_announced !== null)).toBe(true);
    expect(clocks.some((c) => c.remaining_time_in_period !== null)).toBe(true);
    expect(clocks.some((c) => c.stopped)).toBe(true);
  });

  it('announces a provider going off now and then, and coming back', () => {
    const changes = events.filter((e) => e.type === 'provider_status_changed');
    expect(changes.some((e) => !e.enabled)).toBe(true);
    expect(changes.some((e) => e.enabled)).toBe(true);
  });
});
