import { describe, expect, it } from 'vitest';
import { createFeed, type Feed, restoreFeed } from './create-feed.js';
import { runFeed, START, smallFeed } from './testing/feed-fixtures.js';

const restored = (feed: Feed): Feed => {
  const copy = restoreFeed(feed.snapshot());
  if (!copy) throw new Error('a snapshot of this version restores');
  return copy;
};

describe('Feed.snapshot and restoreFeed', () => {
  it('continue the same world: the same ticks give the same events and the same world', () => {
    // Sped up so that matches finish, replacements are spawned and finished ones are pruned on the way.
    const original = smallFeed(21, 30);
    runFeed(original, 20);
    const copy = restored(original);
    expect(copy.time).toBe(original.time);
    expect(copy.world).toEqual(original.world);

    const live = original.world.matches.filter((m) => m.status === 1 && m.type === 'match');
    const [ended, suspended] = live;
    if (!ended || !suspended) throw new Error('the small feed has live matches');
    for (const feed of [original, copy]) {
      expect(feed.endMatch(ended.id)).toBe(true);
      expect(feed.suspendMatch(suspended.id, 30)).toBe(true);
    }
    let checked = 0;
    for (let second = 21; second <= 400; second += 1 + (second % 3)) {
      const now = START + second * 1000 + (second % 7) * 113;
      const expected = original.tick(now);
      expect(copy.tick(now)).toEqual(expected);
      checked += expected.length;
    }
    expect(checked).toBeGreaterThan(1000);
    expect(copy.world).toEqual(original.world);
  });

  it('is taken again from a restored feed, and restores to the same text', () => {
    const original = smallFeed(22, 10);
    runFeed(original, 15);
    const text = original.snapshot();
    expect(restored(original).snapshot()).toBe(text);
  });

  it('prices a restored match as the original does', () => {
    const original = smallFeed(23);
    runFeed(original, 5);
    const copy = restored(original);
    const id = original.world.matches.find((m) => m.status === 1)?.id ?? -1;
    expect(copy.pricingInputOf(id)).toEqual(original.pricingInputOf(id));
  });

  it('refuses a snapshot of another format', () => {
    const text = JSON.parse(smallFeed(24).snapshot()) as { version: number };
    expect(restoreFeed(JSON.stringify({ ...text, version: 0 }))).toBeNull();
  });

  it('saves and restores a full-size world (1,200 matches) in well under a second each', () => {
    const feed = createFeed({ seed: 25, startAt: START });
    runFeed(feed, 3);
    let started = performance.now();
    const text = feed.snapshot();
    const saveMs = performance.now() - started;
    started = performance.now();
    const copy = restoreFeed(text);
    const restoreMs = performance.now() - started;
    expect(copy?.world.matches.length).toBe(feed.world.matches.length);
    // About 15 MB of JSON (2 MB gzipped) and 150 ms on the development VM; generous bounds for a loaded machine.
    expect(text.length).toBeLessThan(30_000_000);
    expect(saveMs).toBeLessThan(3000);
    expect(restoreMs).toBeLessThan(5000);
  });
});
