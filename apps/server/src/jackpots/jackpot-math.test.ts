import { describe, expect, it } from 'vitest';
import { contributionsOf, drawNumber, isHit, newSeed, seedHashOf } from './jackpot-math.js';

describe('contributionsOf', () => {
  it('takes floor(stake x bp) and gives the split remainder to the first level', () => {
    // 1 % of 1,999 is 19.99: 19 taken; 70/30 of 19 is 13.3 and 5.7: 13 + 5, the 1 left goes to the first.
    expect(contributionsOf(1_999, 100, [7_000, 3_000])).toEqual([14, 5]);
    expect(contributionsOf(10_000, 100, [7_000, 3_000])).toEqual([70, 30]);
  });

  it('never takes more than the contribution, whatever the stake', () => {
    for (const stake of [1, 99, 100, 101, 250, 12_345, 9_999_999]) {
      const parts = contributionsOf(stake, 137, [3_333, 3_333, 3_334]);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(Math.floor((stake * 137) / 10_000));
      expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
    }
  });
});

describe('the draw', () => {
  const seed = 'ab'.repeat(32);

  it('is reproducible from the revealed seed and published as its SHA-256', () => {
    expect(drawNumber(seed, 1, 'bet-1')).toBe(drawNumber(seed, 1, 'bet-1'));
    expect(drawNumber(seed, 1, 'bet-1')).not.toBe(drawNumber(seed, 2, 'bet-1'));
    expect(seedHashOf(seed)).toBe('9a2db2e23f1504cd056606553ac049c5e718e8f9ce9233876df1a7a1821af885');
    const fresh = newSeed();
    expect(fresh.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHashOf(fresh.seed)).toBe(fresh.seedHash);
  });

  it('hits always at 1 in 1 and about 1 in n otherwise', () => {
    expect(isHit(seed, 1, 'any', 1)).toBe(true);
    let hits = 0;
    for (let i = 0; i < 20_000; i++) if (isHit(seed, 1, `bet-${i}`, 100)) hits++;
    expect(hits).toBeGreaterThan(140);
    expect(hits).toBeLessThan(260);
  });
});
