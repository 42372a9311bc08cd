import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { deepFreeze } from '../test-support/deep-freeze';
import { binomial, combinations } from './combinations';

describe('binomial', () => {
  it('counts the ways to choose k of n', () => {
    expect(binomial(3, 2)).toBe(3);
    expect(binomial(8, 4)).toBe(70);
    expect(binomial(40, 20)).toBe(137_846_528_820);
  });

  it('gives one way to choose none or all', () => {
    expect(binomial(5, 0)).toBe(1);
    expect(binomial(5, 5)).toBe(1);
    expect(binomial(0, 0)).toBe(1);
  });

  it('gives no way to choose more than there are', () => {
    expect(binomial(3, 4)).toBe(0);
  });

  it('refuses negative or fractional counts', () => {
    expect(() => binomial(-1, 0)).toThrow(DomainError);
    expect(() => binomial(3, 1.5)).toThrow(DomainError);
    expect(() => binomial(Number.NaN, 1)).toThrow(DomainError);
  });

  it("follows Pascal's rule", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), (n, k) => {
        expect(binomial(n, k)).toBe(binomial(n - 1, k - 1) + binomial(n - 1, k));
      }),
    );
  });
});

describe('combinations', () => {
  it('lists subsets in lexicographic order of positions', () => {
    expect(combinations(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(combinations([1, 2, 3, 4], 3)).toEqual([
      [1, 2, 3],
      [1, 2, 4],
      [1, 3, 4],
      [2, 3, 4],
    ]);
  });

  it('gives one empty subset for k of 0 and none for k above the length', () => {
    expect(combinations([1, 2], 0)).toEqual([[]]);
    expect(combinations([1, 2], 3)).toEqual([]);
    expect(combinations([], 0)).toEqual([[]]);
  });

  it('refuses a negative or fractional k', () => {
    expect(() => combinations([1], -1)).toThrow(DomainError);
    expect(() => combinations([1], 0.5)).toThrow(DomainError);
  });

  it('lists binomial(n, k) distinct ordered subsets without touching the input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 10 }), (n, k) => {
        const items = deepFreeze(Array.from({ length: n }, (_, i) => i));
        const subsets = combinations(items, k);
        expect(subsets).toHaveLength(binomial(n, k));
        expect(new Set(subsets.map((s) => s.join(','))).size).toBe(subsets.length);
        for (const s of subsets) {
          expect(s).toHaveLength(k);
          expect(s.every((v, i) => i === 0 || (s[i - 1] as number) < v)).toBe(true);
        }
        const keys = subsets.map((s) => s.map((v) => String(v).padStart(2, '0')).join(','));
        expect([...keys].sort()).toEqual(keys);
      }),
    );
  });
});
