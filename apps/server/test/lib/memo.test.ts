/** src/lib/memo.ts: answers kept per argument, and no more than `max` of them. */
import { describe, expect, it, vi } from 'vitest';
import { memoized, memoizedPer } from '../../src/lib/memo.js';

describe('memoized', () => {
  it('computes an argument once, null and undefined answers included', () => {
    const fn = vi.fn((key: string) => (key === '' ? null : key.length));
    const memo = memoized(fn);
    expect([memo('abc'), memo('abc'), memo(''), memo('')]).toEqual([3, 3, null, null]);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('starts over past `max` arguments', () => {
    const fn = vi.fn((key: string) => key.toUpperCase());
    const memo = memoized(fn, 2);
    memo('a');
    memo('b');
    memo('c'); // starts over: only 'c' is kept
    memo('c');
    memo('a');
    expect(fn.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('memoizedPer', () => {
  it('computes once per object, an answer for each object', () => {
    const fn = vi.fn((key: { name: string }) => ({ of: key.name }));
    const memo = memoizedPer(fn);
    const a = { name: 'a' };
    const b = { name: 'a' };
    expect(memo(a)).toBe(memo(a));
    expect(memo(b)).not.toBe(memo(a));
    expect(memo(b)).toEqual({ of: 'a' });
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
