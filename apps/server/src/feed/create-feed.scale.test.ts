import { describe, expect, it } from 'vitest';
import { createFeed } from './create-feed.js';
import { pricingViolations } from './testing/pricing-violations.js';

const START = Date.UTC(2026, 4, 1, 12, 0, 0);

// Correctness only: how long a tick takes depends on the machine, and is measured outside the test suite.
describe('createFeed at scale', () => {
  it('runs a world of 3,000 matches with 300 in play, tick after tick', () => {
    const feed = createFeed({ seed: 2026, startAt: START, matchCount: 3000, liveCount: 300 });
    const matches = feed.world.matches.filter((m) => m.type === 'match');
    expect(matches).toHaveLength(3000);
    expect(matches.filter((m) => m.status === 1)).toHaveLength(300);
    const problems: string[] = [];
    let changes = 0;
    for (let second = 1; second <= 60; second++) {
      for (const event of feed.tick(START + second * 1000)) {
        if (event.type !== 'markets_changed') continue;
        changes += event.markets.length;
        for (const market of event.markets) problems.push(...pricingViolations(market, true));
      }
    }
    expect(problems).toEqual([]);
    expect(changes).toBeGreaterThan(1000);
    const live = feed.world.matches.filter((m) => m.status === 1).length;
    expect(live).toBeGreaterThan(280);
    expect(live).toBeLessThan(340);
  });
});
