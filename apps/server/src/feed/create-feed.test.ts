import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFeed } from './create-feed.js';
import { isLive, runFeed, START, smallFeed } from './testing/feed-fixtures.js';
import { pricingViolations } from './testing/pricing-violations.js';
import { FEED_LOCALES } from './types.js';

describe('createFeed: the world it generates', () => {
  const feed = smallFeed(1);
  const { world } = feed;

  it('has at least 12 sports, named in every locale', () => {
    expect(world.sports.length).toBeGreaterThanOrEqual(12);
    for (const sport of world.sports)
      for (const locale of FEED_LOCALES) expect(sport.names[locale]).not.toBe('');
    expect(world.sports.map((s) => s.key)).toEqual(
      expect.arrayContaining([
        'football',
        'tennis',
        'cs2',
        'dota-2',
        'league-of-legends',
        'american-football',
      ]),
    );
  });

  it('has countries with codes, leagues, and teams with SVG crests', () => {
    expect(world.categories.some((c) => c.countryCode === 'ES' && c.names.es === 'España')).toBe(true);
    expect(world.tournaments.some((t) => t.names.en === 'Premier League')).toBe(true);
    for (const team of world.competitors) expect(team.logoSvg).toMatch(/^<svg [\s\S]*<\/svg>$/);
  });

  it('has an outright with a winner market for every major league', () => {
    const outrights = world.matches.filter((m) => m.type === 'outright');
    expect(outrights.length).toBeGreaterThanOrEqual(10);
    for (const outright of outrights) {
      expect(outright.outrightNames?.en).toMatch(/^Winner \d{4}\/\d{2}$/);
      expect(feed.marketsOf(outright.id).map((m) => m.marketId)).toEqual([534]);
    }
  });

  it('starts with the requested matches in play, over several sports and at varied clock positions', () => {
    const live = world.matches.filter((m) => m.status === 1);
    expect(live).toHaveLength(40);
    expect(new Set(live.map((m) => m.tournamentId)).size).toBeGreaterThan(5);
    expect(new Set(live.map((m) => m.stage)).size).toBeGreaterThan(3);
  });

  it('has matches kicking off within two minutes and the rest over the next seven days', () => {
    const prematch = world.matches.filter((m) => m.type === 'match' && m.status === 0);
    expect(prematch.filter((m) => m.startTime <= START + 120_000).length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...prematch.map((m) => m.startTime))).toBeLessThanOrEqual(
      START + 7 * 86_400_000 + 300_000,
    );
    expect(Math.max(...prematch.map((m) => m.startTime))).toBeGreaterThan(START + 5 * 86_400_000);
  });

  it('gives each sport its main market, flagged as main', () => {
    const football = world.markets.filter((m) => m.marketId === 1 && m.groups.includes('main'));
    const tennis = world.markets.filter((m) => m.marketId === 186 && m.groups.includes('main'));
    expect(football.length).toBeGreaterThan(0);
    expect(tennis.length).toBeGreaterThan(0);
  });

  it('offers Asian quarter and whole lines on football totals and handicaps', () => {
    const specifiers = new Set(
      world.markets.filter((m) => m.marketId === 18 || m.marketId === 16).map((m) => m.specifier),
    );
    expect([...specifiers].some((s) => /\.(25|75)$/.test(s))).toBe(true);
    expect([...specifiers].some((s) => /=-?\d+$/.test(s))).toBe(true);
  });

  it('flags exactly one most balanced line per market type of a match', () => {
    const match = world.matches.find(
      (m) => m.type === 'match' && feed.marketsOf(m.id).some((k) => k.marketId === 18),
    );
    const totals = feed.marketsOf(match?.id ?? 0).filter((m) => m.marketId === 18);
    expect(totals.filter((m) => m.mostBalanced)).toHaveLength(1);
  });
});

describe('createFeed: prices', () => {
  it('prices every market of a generated world to 1 + margin, above 1.0, with at most 3 fraction digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const feed = createFeed({ seed, startAt: START, matchCount: 60, liveCount: 20 });
        const problems = feed.world.markets.flatMap((m) => pricingViolations(m, isLive(feed, m.matchId)));
        expect(problems).toEqual([]);
      }),
      { numRuns: 3 },
    );
  });
});

describe('createFeed: determinism', () => {
  it('replays the same events from the same seed and the same ticks', () => {
    const a = runFeed(smallFeed(11, 30), 60);
    const b = runFeed(smallFeed(11, 30), 60);
    expect(a.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });

  it('ignores a tick that does not move the clock forward', () => {
    const feed = smallFeed(12);
    feed.tick(START + 5000);
    expect(feed.tick(START + 5000)).toEqual([]);
    expect(feed.tick(START + 1000)).toEqual([]);
  });

  it('runs simulated time at the given speed', () => {
    const feed = smallFeed(13, 10);
    feed.tick(START + 2000);
    expect(feed.time).toBe(START + 20_000);
  });
});

describe('createFeed: its clock', () => {
  it('runs simulated time `speed` times as fast as the caller clock, from the last tick', () => {
    const feed = createFeed({ seed: 3, startAt: START, speed: 5, matchCount: 10, liveCount: 2 });
    expect(feed.speed).toBe(5);
    expect(feed.timeAt(START)).toBe(START);
    expect(feed.timeAt(START + 1_000)).toBe(START + 5_000);
    feed.tick(START + 2_000);
    expect(feed.time).toBe(START + 10_000);
    expect(feed.timeAt(START + 2_500)).toBe(START + 12_500);
    // A caller clock behind the last tick does not run the feed's time backwards.
    expect(feed.timeAt(START + 1_000)).toBe(START + 10_000);
  });
});
