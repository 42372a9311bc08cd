/**
 * The publication queue: the producer never waits; while the broker fails or hangs, publications wait in order
 * and go out, in order and once each, when it answers again; beyond its room the oldest are dropped and counted.
 */
import { describe, expect, it, vi } from 'vitest';
import { PublicationQueue } from './publication-queue.js';

/** A broker that can be down (rejects), hung (never answers) or up. */
function fakeBroker() {
  const sent: string[] = [];
  let mode: 'up' | 'down' | 'hung' = 'up';
  return {
    sent,
    set: (next: typeof mode) => {
      mode = next;
    },
    publish: async (channel: string, data: unknown) => {
      if (mode === 'down') throw new Error('broker down');
      if (mode === 'hung') return new Promise<void>(() => {});
      sent.push(`${channel}:${String(data)}`);
    },
  };
}

const options = { timeoutMs: 50, maxQueued: 100, retryMs: 5, maxRetryMs: 20, onError: () => {} };

describe('PublicationQueue', () => {
  it('catches up in order after an outage, the producer never waiting', async () => {
    const broker = fakeBroker();
    const queue = new PublicationQueue(broker.publish, options);
    broker.set('down');
    for (let i = 1; i <= 5; i += 1) queue.push('public:en', i);
    broker.set('hung');
    for (let i = 6; i <= 8; i += 1) queue.push('public:en', i);
    await vi.waitFor(() => expect(queue.counts.failures).toBeGreaterThanOrEqual(2));
    expect(broker.sent).toEqual([]);
    expect(queue.size).toBe(8);
    broker.set('up');
    await vi.waitFor(() => expect(queue.size).toBe(0));
    expect(broker.sent).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((i) => `public:en:${i}`));
    expect(queue.counts.sent).toBe(8);
    await queue.close();
  });

  it('drops the oldest beyond its room, and counts them', async () => {
    const broker = fakeBroker();
    const queue = new PublicationQueue(broker.publish, { ...options, maxQueued: 3 });
    broker.set('down');
    for (let i = 1; i <= 6; i += 1) queue.push('match:1', i);
    expect(queue.size).toBe(3);
    expect(queue.counts.dropped).toBe(3);
    broker.set('up');
    await vi.waitFor(() => expect(queue.size).toBe(0));
    expect(broker.sent).toEqual(['match:1:4', 'match:1:5', 'match:1:6']);
    await queue.close();
  });

  it('stops retrying once closed', async () => {
    const broker = fakeBroker();
    const queue = new PublicationQueue(broker.publish, options);
    broker.set('down');
    queue.push('match:1', 1);
    await queue.close();
    queue.push('match:1', 2);
    expect(broker.sent).toEqual([]);
  });
});
