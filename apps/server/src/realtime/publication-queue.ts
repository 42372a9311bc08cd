/**
 * Publications that must not hold up their producer (the feed's tick): queued in order and sent one at a time in
 * the background, each allowed `timeoutMs`. A failure (the broker is down, or too slow) keeps the publication at
 * the head and retries it after a backoff, so an outage delays publications and they catch up in order when the
 * broker returns, while the producer goes on committing. Beyond `maxQueued` the oldest are dropped (counted):
 * a browser that missed them recovers from the channel's history or reloads, as after any gap.
 */

import { withTimeout } from '../lib/with-timeout.js';

/** Sends one publication; rejects when it did not go. */
type Publish = (channel: string, data: unknown) => Promise<void>;

/** Options of {@link PublicationQueue}. */
export interface PublicationQueueOptions {
  timeoutMs: number;
  maxQueued: number;
  /** First retry delay; doubles up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
  onError(error: unknown): void;
}

/** See the file comment. */
export class PublicationQueue {
  private readonly items: { channel: string; data: unknown }[] = [];
  private running: Promise<void> | null = null;
  private closed = false;
  private wake: (() => void) | null = null;
  /** Publications sent, failed attempts, and publications dropped for lack of room. */
  readonly counts = { sent: 0, failures: 0, dropped: 0 };

  constructor(
    private readonly publish: Publish,
    private readonly options: PublicationQueueOptions,
  ) {}

  /** How many publications wait. */
  get size(): number {
    return this.items.length;
  }

  /** Queues a publication; returns at once. */
  push(channel: string, data: unknown): void {
    if (this.closed) return;
    this.items.push({ channel, data });
    if (this.items.length > this.options.maxQueued) {
      this.items.shift();
      this.counts.dropped += 1;
    }
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Stops retrying; tries what is queued once more for up to `timeoutMs` each, then gives up on the rest. */
  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.running;
  }

  private async drain(): Promise<void> {
    let delay = this.options.retryMs;
    for (let item = this.items[0]; item !== undefined; item = this.items[0]) {
      try {
        await withTimeout(this.publish(item.channel, item.data), this.options.timeoutMs, 'publication');
        if (this.items[0] === item) this.items.shift();
        this.counts.sent += 1;
        delay = this.options.retryMs;
      } catch (error) {
        this.counts.failures += 1;
        this.options.onError(error);
        if (this.closed) return;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = null;
        delay = Math.min(delay * 2, this.options.maxRetryMs);
      }
    }
  }
}
