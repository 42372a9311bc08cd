import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StartQueue } from './start-queue.js';

describe('StartQueue', () => {
  it('hands out due matches in start order, ties by id', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.nat({ max: 1000 }))), (items) => {
        const queue = new StartQueue();
        for (const [at, id] of items) queue.push({ at, id });
        const out: [number, number][] = [];
        for (let due = queue.popDue(50); due; due = queue.popDue(50)) out.push([due.at, due.id]);
        expect(out).toEqual([...items].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
      }),
    );
  });

  it('keeps matches that are not due yet', () => {
    const queue = new StartQueue();
    queue.push({ at: 200, id: 1 });
    queue.push({ at: 100, id: 2 });
    expect(queue.popDue(150)).toEqual({ at: 100, id: 2 });
    expect(queue.popDue(150)).toBeUndefined();
    expect(queue.size).toBe(1);
  });
});
