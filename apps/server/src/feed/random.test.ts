import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mixSeed, Random } from './random.js';

describe('Random', () => {
  it('replays the same sequence from the same seed', () => {
    const a = new Random(42);
    const b = new Random(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it('gives different sequences for different seeds', () => {
    expect(new Random(1).next()).not.toBe(new Random(2).next());
  });

  it('draws integers within their bounds, both included', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (seed, min, span) => {
          const rng = new Random(seed);
          for (let i = 0; i < 20; i++) {
            const value = rng.int(min, min + span);
            expect(value).toBeGreaterThanOrEqual(min);
            expect(value).toBeLessThanOrEqual(min + span);
          }
        },
      ),
    );
  });

  it('forks independent streams that are still reproducible', () => {
    const fork = (seed: number) => new Random(seed).fork(7);
    expect(fork(3).next()).toBe(fork(3).next());
    expect(new Random(3).fork(7).next()).not.toBe(new Random(3).fork(8).next());
  });

  it('mixes seeds so that neighbouring inputs land far apart', () => {
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
    expect(mixSeed(1)).not.toBe(mixSeed(2));
  });
});
