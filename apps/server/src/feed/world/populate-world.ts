/**
 * Fills a new world with a realistic mix: matches already in play at varied points of their course, a few
 * kicking off within minutes (a demo sees matches go live straight away), the rest over the next seven days,
 * and an outright per major league. Every match is the next fixture of a league's calendar whose teams are
 * free then (see fixture-calendar.ts), so no team is in two matches at once.
 */
import { EventStatus } from '@sportsbook/domain';
import {
  addMatch,
  buildMatch,
  calendarsFrom,
  type FeedState,
  pickLeague,
  placeNext,
  roundUpToMinutes,
  spawnFixture,
} from '../feed-state.js';
import { advanceMatch, repriceMatch, startMatch } from '../live/advance-match.js';
import { markSent } from '../live/collect-events.js';
import type { LiveMatch } from '../live/live-match.js';
import { createOutright } from './create-outright.js';
import { type PlacedFixture, takeFixture } from './fixture-calendar.js';

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
    const immediate = i < IMMEDIATE_STARTS;
    const from =
      now + (immediate ? state.rng.range(20_000, 110_000) : state.rng.range(2 * MINUTE, 20 * MINUTE));
    const latest = now + (immediate ? 2 * MINUTE : 20 * MINUTE);
    spawnFixture(state, placeNext(state, calendarsFrom(state, pickLeague(state), false), from, latest, 1));
  }
  for (let i = live + soon; i < matchCount; i++) {
    const from = now + state.rng.range(20 * MINUTE, 7 * DAY);
    const calendars = calendarsFrom(state, pickLeague(state), false);
    spawnFixture(state, placeNext(state, calendars, from, now + 7 * DAY, 5));
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
 * A match that kicked off before `now`, played silently up to it: the next fixture of a league (of the drawn
 * sport first) whose teams were free at that kick-off. If the drawn start is so early that the match would
 * already be over, a later start is tried, so every such match is still in play.
 */
function matchInPlay(state: FeedState, now: number): LiveMatch {
  const calendars = calendarsFrom(state, pickLeague(state), false);
  const typical = calendars[0]?.league.sport.live.typicalMinutes ?? 0;
  let fraction = state.rng.range(0.03, 0.9);
  for (let attempt = 0; ; attempt++) {
    const minutes = attempt < 4 ? fraction * typical : 0;
    const start = Math.min(now, Math.floor((now - minutes * MINUTE) / MINUTE) * MINUTE);
    const placed = placeNext(state, calendars, start, start, 1);
    // Every team of the world already busy at that kick-off: the fixture is scheduled for later instead.
    if (placed.start > now) return buildAndTake(state, placed);
    const m = buildMatch(state, placed);
    startMatch(m, placed.start);
    advanceMatch(m, now, false);
    if (m.match.status === EventStatus.live) {
      takeFixture(placed, state.slots);
      repriceMatch(m, now);
      markSent(m);
      return m;
    }
    fraction /= 2;
  }
}

function buildAndTake(state: FeedState, placed: PlacedFixture): LiveMatch {
  const m = buildMatch(state, placed);
  takeFixture(placed, state.slots);
  return m;
}
