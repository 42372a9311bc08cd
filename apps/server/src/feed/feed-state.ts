/**
 * The feed's mutable state behind the public World, and how new matches enter it. Every match draws from its
 * own random stream seeded by (feed seed, match id), so a match plays the same whatever else happens in the
 * world; only scheduling and provider outages use the feed-wide stream.
 */
import { EventStatus } from '@sportsbook/domain';
import { markSent } from './live/collect-events.js';
import { type LiveMatch, liveMatchOf } from './live/live-match.js';
import type { StartQueue } from './live/start-queue.js';
import { mixSeed, Random } from './random.js';
import type { SportKey } from './sports/sport-definition.js';
import type { World } from './types.js';
import type { Catalogue, League } from './world/create-catalogue.js';
import { createMatch } from './world/create-match.js';
import type { OutrightSetup } from './world/create-outright.js';
import {
  type FixtureCalendar,
  fixturePair,
  type PlacedFixture,
  placeFixture,
  type TeamSlots,
  takeFixture,
} from './world/fixture-calendar.js';

/** Everything the engine keeps between ticks. */
export interface FeedState {
  seed: number;
  speed: number;
  rng: Random;
  catalogue: Catalogue;
  /** Each league's fixture list (by league, in catalogue order), and the matches booked for each team. */
  calendars: Map<League, FixtureCalendar>;
  slots: TeamSlots;
  world: World;
  matches: Map<number, LiveMatch>;
  outrights: Map<number, OutrightSetup>;
  live: LiveMatch[];
  queue: StartQueue;
  /** Matches scheduled to replace finished ones soon, not started yet: they count towards the live target. */
  startingSoon: Set<number>;
  liveTarget: number;
  nextId: number;
  /** Sim epoch ms reached, and the caller's clock at that moment. */
  simTime: number;
  wallTime: number;
  /** Finished matches and outrights, with when, until they are dropped from the world. */
  finished: Map<number, number>;
  nextPruneAt: number;
}

/** Share of matches per sport: roughly what a book's prematch list holds. */
const SPORT_SHARE: Readonly<Record<SportKey, number>> = {
  football: 0.34,
  basketball: 0.12,
  tennis: 0.12,
  'ice-hockey': 0.08,
  volleyball: 0.05,
  'table-tennis': 0.08,
  baseball: 0.05,
  'american-football': 0.03,
  handball: 0.04,
  cs2: 0.04,
  'dota-2': 0.025,
  'league-of-legends': 0.025,
};

/** A league drawn with the sport shares (or of one sport), then evenly among that sport's leagues. */
export function pickLeague(state: FeedState, sport?: SportKey): League {
  const { leagues } = state.catalogue;
  const keys = Object.keys(SPORT_SHARE) as SportKey[];
  const key = sport ?? (keys[state.rng.weighted(keys.map((k) => SPORT_SHARE[k]))] as SportKey);
  return state.rng.pick(leagues.filter((l) => l.sport.key === key));
}

/**
 * The calendars to look for a fixture in, in order: the league's, then the rest of its sport's from the next
 * one on (so a busy league hands over to its neighbours, not always to the same one), then, unless the sport
 * is fixed, every other league.
 */
export function calendarsFrom(state: FeedState, league: League, sameSport: boolean): FixtureCalendar[] {
  const all = [...state.calendars.values()];
  const at = all.findIndex((c) => c.league === league);
  const turned = [...all.slice(at), ...all.slice(0, at)];
  const sport = turned.filter((c) => c.league.sport === league.sport);
  return sameSport ? sport : [...sport, ...turned.filter((c) => c.league.sport !== league.sport)];
}

/**
 * Places the next fixture of the first of `calendars` that can start by `latest` (else the earliest any can),
 * on a multiple of `stepMinutes`, from `from` on.
 */
export function placeNext(
  state: FeedState,
  calendars: readonly FixtureCalendar[],
  from: number,
  latest: number,
  stepMinutes: number,
): PlacedFixture {
  return placeFixture(calendars, state.slots, from, latest, stepMinutes * 60_000);
}

/** Creates the placed fixture's match, takes the fixture from its calendar and adds the match to the world. */
export function spawnFixture(state: FeedState, placed: PlacedFixture): LiveMatch {
  const m = buildMatch(state, placed);
  takeFixture(placed, state.slots);
  addMatch(state, m);
  return m;
}

/** Creates a placed fixture's match without taking the fixture or adding the match (it may be discarded). */
export function buildMatch(state: FeedState, placed: PlacedFixture): LiveMatch {
  const id = state.nextId++;
  const { league } = placed.calendar;
  const rng = new Random(mixSeed(state.seed, id));
  const m = liveMatchOf(createMatch(rng, id, league, fixturePair(placed), placed.start), league, rng);
  markSent(m);
  return m;
}

/** Adds a match to the world, and to the start queue while it has not started. */
export function addMatch(state: FeedState, m: LiveMatch): void {
  state.matches.set(m.match.id, m);
  state.world.matches.push(m.match);
  state.world.markets.push(...m.markets);
  if (m.match.status === EventStatus.prematch) state.queue.push({ at: m.match.startTime, id: m.match.id });
  else if (m.match.status === EventStatus.live) state.live.push(m);
}

/** Rounds a time up to a whole number of minutes, as kick-off times are. */
export function roundUpToMinutes(time: number, minutes: number): number {
  const step = minutes * 60_000;
  return Math.ceil(time / step) * step;
}

/**
 * Schedules the match that replaces a finished one, in the same sport: soon while the live count is below
 * its target (so the in-play list keeps its size), otherwise within the next week (so the schedule stays full).
 * Either way it is the next fixture of a league's calendar whose teams are free: a league whose teams are all
 * busy soon hands over to another league of the sport, or, when none is free, the match starts later.
 */
export function spawnReplacement(state: FeedState, sport: SportKey): LiveMatch {
  const soon = state.live.length + state.startingSoon.size < state.liveTarget;
  const delay = soon ? state.rng.range(60_000, 15 * 60_000) : state.rng.range(86_400_000, 7 * 86_400_000);
  const from = state.simTime + delay;
  const latest = soon ? state.simTime + 15 * 60_000 : state.simTime + 7 * 86_400_000;
  const calendars = calendarsFrom(state, pickLeague(state, sport), true);
  const m = spawnFixture(state, placeNext(state, calendars, from, latest, soon ? 1 : 5));
  if (soon) state.startingSoon.add(m.match.id);
  return m;
}
