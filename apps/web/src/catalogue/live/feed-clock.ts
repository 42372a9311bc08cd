/**
 * The feed's time as seen from this browser. Clock snapshots are stamped in the feed's time
 * (`clock_updated_at`), which need not be this browser's: the device clock can be off by minutes, and a
 * simulated feed can run faster than real time (FEED_SPEED). Every clock snapshot that arrives live says what
 * time it was at the feed a moment ago, so the page learns the offset, and over a longer span the rate, and
 * runs match clocks on the feed's time. With no snapshot yet it assumes the browser's clock.
 *
 * The sportsbook's realtime server says it outright: every connect result carries the feed's time and rate
 * (contract `RealtimeConnectData`). Once told, the page keeps that reading (renewed on each reconnect) and stops
 * learning from snapshots, which are stamped when the clock last changed and so run behind.
 */
import { readConnectData } from '@sportsbook/contract/values';
import { onRealtimeConnected } from '@/lib/realtime/connection';

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
/** Whether the server told the feed's clock (then snapshots teach nothing more). */
let told = false;

/** The feed's current time, in epoch ms, at wall time `wall`. */
export function feedNow(wall: number = Date.now()): number {
  return anchor ? anchor.feed + (wall - anchor.wall) * rate : wall;
}

/** Records that the feed's time was `feed` (a snapshot's clock_updated_at) when it reached us at `wall`. */
export function observeFeedTime(feed: number, wall: number = Date.now()): void {
  if (told) return;
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

/** Sets the feed's clock as the server told it: its time `feed` at wall time `wall`, running `feedRate` fast. */
export function tellFeedClock(feed: number, feedRate: number, wall: number = Date.now()): void {
  anchor = { wall, feed };
  base = anchor;
  rate = feedRate;
  told = true;
}

/** Forgets what was learnt; for tests. */
export function resetFeedClock(): void {
  anchor = null;
  base = null;
  rate = 1;
  told = false;
}

onRealtimeConnected((data) => {
  const clock = readConnectData(data);
  if (clock) tellFeedClock(clock.feed_time, clock.feed_rate);
});
