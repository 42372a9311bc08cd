import { afterEach, describe, expect, it } from 'vitest';
import { feedNow, observeFeedTime, resetFeedClock } from './feed-clock';

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
});
