/**
 * The feed's time as seen from this browser. Clock snapshots are stamped in the feed's time
 * (`clock_updated_at`), which need not be this browser's: the device clock can be off by minutes, and a
 * simulated feed can run faster than real time (FEED_SPEED). Every clock snapshot that arrives live says what
 * time it was at the feed a moment ago, so the page learns the offset, and over a longer span the rate, and
 * runs match clocks on the feed's time. With no snapshot yet it assumes the browser's clock.
 */

interface Sample {
  wall: number;
  feed: number;
}

/** Samples closer together than this say more about network jitter than about the feed's rate. */
const RATE_BASELINE_MS = 10_000;
/** A snapshot this far behind the current estimate is a replayed one (recovery after a reconnect): skipped. */
const STALE_MS = 2_000;

let anchor: Sample | null = null;
let base: Sample | null = null;
let rate = 1;

/** The feed's current time, in epoch ms, at wall time `wall`. */
export function feedNow(wall: number = Date.now()): number {
  return anchor ? anchor.feed + (wall - anchor.wall) * rate : wall;
}

/** Records that the feed's time was `feed` (a snapshot's clock_updated_at) when it reached us at `wall`. */
export function observeFeedTime(feed: number, wall: number = Date.now()): void {
  if (anchor && feed < feedNow(wall) - STALE_MS) return;
  anchor = { wall, feed };
  if (!base) {
    base = anchor;
    return;
  }
  const span = wall - base.wall;
  // Between 0.1x and 100x: anything outside is a broken sample, not a feed speed.
  if (span >= RATE_BASELINE_MS) rate = Math.min(100, Math.max(0.1, (feed - base.feed) / span));
}

/** Forgets what was learnt; for tests. */
export function resetFeedClock(): void {
  anchor = null;
  base = null;
  rate = 1;
}
