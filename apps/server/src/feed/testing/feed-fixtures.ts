/**
 * Small feeds and a tick loop shared by the feed's tests.
 */
import { createFeed, type Feed } from '../create-feed.js';
import type { FeedEvent } from '../types.js';

/** The simulated start of every test feed. */
export const START = Date.UTC(2026, 4, 1, 12, 0, 0);

/** A feed of 150 matches, 40 of them in play. */
export const smallFeed = (seed: number, speed = 1): Feed =>
  createFeed({ seed, startAt: START, speed, matchCount: 150, liveCount: 40 });

/** Ticks once a second of the caller's clock for `seconds` and returns every event. */
export function runFeed(feed: Feed, seconds: number, from = START): FeedEvent[] {
  const events: FeedEvent[] = [];
  for (let i = 1; i <= seconds; i++) events.push(...feed.tick(from + i * 1000));
  return events;
}

/** True when the match is in play now. */
export const isLive = (feed: Feed, matchId: number): boolean => feed.matchOf(matchId)?.status === 1;
