import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedNow, observeFeedTime, resetFeedClock, tellFeedClock } from './feed-clock';

const realtime = vi.hoisted(() => ({ onConnected: null as null | ((data: unknown) => void) }));
vi.mock('@/lib/realtime/connection', () => ({
  onRealtimeConnected: (listener: (data: unknown) => void) => {
    realtime.onConnected = listener;
    return () => {};
  },
}));

afterEach(resetFeedClock);

describe('feedNow', () => {
  it('is the browser clock until a snapshot arrives', () => {
    expect(feedNow(1_000)).toBe(1_000);
  });

  it('takes the offset of a device clock that is off', () => {
    observeFeedTime(100_000, 40_000);
    expect(feedNow(41_000)).toBe(101_000);
  });

  it('learns the rate of a feed that runs faster than real time', () => {
    observeFeedTime(0, 0);
    observeFeedTime(50_000, 10_000);
    expect(feedNow(12_000)).toBe(60_000);
  });

  it('skips a replayed snapshot older than what it already knows', () => {
    observeFeedTime(100_000, 0);
    observeFeedTime(20_000, 1_000);
    expect(feedNow(1_000)).toBe(101_000);
  });

  it('runs on the clock the server tells, and no snapshot moves it', () => {
    tellFeedClock(500_000, 5, 10_000);
    expect(feedNow(12_000)).toBe(510_000);
    observeFeedTime(900_000, 12_000);
    expect(feedNow(12_000)).toBe(510_000);
  });

  it('is told by every connect result that carries the feed clock', () => {
    realtime.onConnected?.({ feed_time: 2_000_000, feed_rate: 5 });
    const now = Date.now();
    expect(Math.abs(feedNow(now + 1_000) - 2_005_000)).toBeLessThan(100);
    // Connect data that is not a feed clock is ignored.
    realtime.onConnected?.({ feed_time: 'soon' });
    expect(Math.abs(feedNow(now + 1_000) - 2_005_000)).toBeLessThan(100);
  });
});
