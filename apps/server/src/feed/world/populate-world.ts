/**
 * Fills a new world with a realistic mix: matches already in play at varied points of their course, a few
 * kicking off within minutes (a demo sees matches go live straight away), the rest over the next seven days,
 * and an outright per major league.
 */
import { EventStatus } from '@sportsbook/domain';
import {
  addMatch,
  buildMatch,
  type FeedState,
  pickLeague,
  roundUpToMinutes,
  spawnMatch,
} from '../feed-state.js';
import { advanceMatch, repriceMatch, startMatch } from '../live/advance-match.js';
import { markSent } from '../live/collect-events.js';
import type { LiveMatch } from '../live/live-match.js';
import { createOutright } from './create-outright.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How many matches start within two minutes of the world's creation. */
const IMMEDIATE_STARTS = 5;

/** Populates the world of a fresh feed at its start time. */
export function populateWorld(state: FeedState, matchCount: number, liveCount: number): void {
  const now = state.simTime;
  const live = Math.min(liveCount, matchCount);
  for (let i = 0; i < live; i++) addMatch(state, matchInPlay(state, now));
  const soon = Math.min(matchCount - live, Math.max(IMMEDIATE_STARTS * 2, Math.round(live / 10)));
  for (let i = 0; i < soon; i++) {
    const delay =
      i < IMMEDIATE_STARTS ? state.rng.range(20_000, 110_000) : state.rng.range(2 * MINUTE, 20 * MINUTE);
    spawnMatch(state, pickLeague(state), Math.round(now + delay));
  }
  for (let i = live + soon; i < matchCount; i++) {
    const start = roundUpToMinutes(now + state.rng.range(20 * MINUTE, 7 * DAY), 5);
    spawnMatch(state, pickLeague(state), start);
  }
  for (const league of state.catalogue.leagues) {
    if (!league.spec.major) continue;
    const opened = roundUpToMinutes(now - state.rng.range(10, 60) * DAY, 60);
    const closes = roundUpToMinutes(now + state.rng.range(30, 200) * DAY, 60);
    const setup = createOutright(state.nextId++, league, opened, closes);
    state.outrights.set(setup.match.id, setup);
    state.world.matches.push(setup.match);
    state.world.markets.push(setup.market);
  }
}

/**
 * A match that kicked off before `now`, played silently up to it. If the drawn start is so early that the
 * match would already be over, a later start is tried, so every such match is still in play.
 */
function matchInPlay(state: FeedState, now: number): LiveMatch {
  const league = pickLeague(state);
  let fraction = state.rng.range(0.03, 0.9);
  for (let attempt = 0; ; attempt++) {
    const minutes = attempt < 4 ? fraction * league.sport.live.typicalMinutes : 0;
    const start = Math.min(now, Math.floor((now - minutes * MINUTE) / MINUTE) * MINUTE);
    const m = buildMatch(state, league, start);
    startMatch(m, start);
    advanceMatch(m, now, false);
    if (m.match.status === EventStatus.live) {
      repriceMatch(m, now);
      markSent(m);
      return m;
    }
    fraction /= 2;
  }
}
