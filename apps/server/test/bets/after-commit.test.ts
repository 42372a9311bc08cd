/**
 * The after-commit batcher: every change added is announced, whenever it is added relative to a running drain.
 * The publications are stubbed (what they send is tested with the app elsewhere); what is tested here is that
 * no change is left in the queue when its promise resolves.
 */
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAfterCommit } from '../../src/bets/after-commit.js';
import type { Pricing } from '../../src/bets/pricing.js';

const announced: string[] = [];

vi.mock('../../src/bets/notify.js', () => ({
  publishBalances: async () => {},
  publishBetsChanged: async (_app: unknown, _pricing: unknown, betIds: readonly string[]) => {
    announced.push(...betIds);
  },
}));

/** Resolves after `n` turns of the microtask queue. */
async function ticks(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await Promise.resolve();
}

describe('createAfterCommit', () => {
  beforeEach(() => {
    announced.length = 0;
  });

  it('announces a change added at any moment of the drain before it, by the time its promise resolves', async () => {
    for (let delay = 0; delay < 12; delay++) {
      announced.length = 0;
      let addLate: (() => Promise<void>) | null = null;
      let late: Promise<void> | null = null;
      const app = {
        notifications: { announce: async () => {} },
        catalogue: {
          // The drain's last step: the second change comes `delay` microtask turns after it finished.
          countBets: async () => {
            if (addLate) {
              const add = addLate;
              addLate = null;
              void ticks(delay).then(() => {
                late = add();
              });
            }
          },
        },
      } as unknown as FastifyInstance;
      const batcher = createAfterCommit(app, {} as Pricing);
      addLate = () => batcher.add({ betIds: [`late-${delay}`], moves: [] });
      await batcher.add({ betIds: [`first-${delay}`], moves: [] });
      await ticks(delay + 5);
      expect(late, `delay ${delay}`).not.toBeNull();
      await late;
      expect(announced, `delay ${delay}`).toEqual([`first-${delay}`, `late-${delay}`]);
    }
  });

  it('sends a change added while a batch is being sent with the next batch (a bet changed twice: twice)', async () => {
    const app = {
      notifications: { announce: async () => {} },
      catalogue: { countBets: async () => {} },
    } as unknown as FastifyInstance;
    const batcher = createAfterCommit(app, {} as Pricing);
    const first = batcher.add({ betIds: ['a'], moves: [] });
    const second = batcher.add({ betIds: ['b', 'a'], moves: [] });
    await Promise.all([first, second]);
    expect(announced).toEqual(['a', 'b', 'a']);
  });
});
