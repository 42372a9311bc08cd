/**
 * The feed: a generated world and a live engine advanced by `tick`. Simulated time runs `speed` times as fast
 * as the caller's clock, starting at `startAt`; every timestamp the feed writes (start times, clock readings,
 * updatedAt) is simulated time, which equals wall time at speed 1.
 */
import { EventStatus, PROVIDERS, type Provider } from '@sportsbook/domain';
import { catalogueOfSeed, type FeedEngine, restoreEngine, saveEngine } from './feed-snapshot.js';
import { type FeedState, spawnReplacement } from './feed-state.js';
import { advanceMatch, startMatch, suspend, syncMatch } from './live/advance-match.js';
import { collectEvents } from './live/collect-events.js';
import { decideOutrights } from './live/decide-outrights.js';
import { type LiveMatch, marketSnapshot, matchSnapshot } from './live/live-match.js';
import { firstOutage, runOutages } from './live/provider-outages.js';
import { StartQueue } from './live/start-queue.js';
import type { MatchPricingInput } from './pricing/price-match.js';
import { pruneFinished } from './prune-finished.js';
import type { FeedEvent, FeedMarket, FeedMatch, World } from './types.js';
import { calendarOf, TeamSlots } from './world/fixture-calendar.js';
import { populateWorld } from './world/populate-world.js';

/** Options of {@link createFeed}. */
export interface FeedOptions {
  seed: number;
  /** Simulated ms per caller ms (FEED_SPEED); 1 by default. */
  speed?: number;
  /** Matches in the world, outrights aside; 1200 by default. Each finished match is replaced by a new one. */
  matchCount?: number;
  /** Matches in play at start, and the level kept as matches finish; 120 by default. */
  liveCount?: number;
  /** Epoch ms: the simulated time at creation, and the caller's clock at that moment. */
  startAt: number;
}

/** A running feed. */
export interface Feed {
  /**
   * The current state, updated in place by `tick`: records keep their identity, new matches and markets are
   * appended, finished ones are dropped 30 simulated minutes after they end. Events carry copies.
   */
  readonly world: World;
  /** Simulated epoch ms reached by the last tick. */
  readonly time: number;
  /** Simulated ms per caller ms. */
  readonly speed: number;
  /** The caller's clock (`now`) of the last tick, or the start time before any. */
  readonly clock: number;
  /** The simulated time at the caller's clock `now`, run forward from the last tick (the clocks' time base). */
  timeAt(now: number): number;
  /**
   * Advances simulated time to the caller's clock `now` (epoch ms; a value not after the previous one does
   * nothing) and returns what happened, in order. Pure given the seed and the sequence of `now` values.
   */
  tick(now: number): FeedEvent[];
  /** A match or outright of the world. */
  matchOf(id: number): FeedMatch | undefined;
  /** The markets of a match or outright (the world's records); empty for an unknown id. */
  marketsOf(matchId: number): FeedMarket[];
  /** What `priceMatch` needs to price a match as it stands now. The state is live: copy it to keep it. */
  pricingInputOf(matchId: number): MatchPricingInput | undefined;
  /**
   * Calls a live match over at its current score: it finishes at the end of the next tick, with the usual
   * events (finished status, every market's result, a replacement match). What a feed does when a match is
   * abandoned or ended early; development and e2e use it to settle bets without waiting for full time.
   * An open outright is decided at the next tick instead of at its end time. False when the match is not live
   * (or the outright not open).
   */
  endMatch(matchId: number): boolean;
  /**
   * Suspends every market of a live match for `seconds` of match time, as a dangerous moment does (published at
   * the next tick, reopened and repriced after). Development and e2e use it to see a suspended selection on
   * demand. False when the match is not live.
   */
  suspendMatch(matchId: number, seconds: number): boolean;
  /** The whole engine state as text: {@link restoreFeed} continues this very world from it. */
  snapshot(): string;
}

/** Creates a feed: generates the world at `startAt` and returns the engine that advances it. */
export function createFeed(options: FeedOptions): Feed {
  const { catalogue, rng } = catalogueOfSeed(options.seed);
  const providerStatuses = Object.fromEntries(PROVIDERS.map((p) => [p, true])) as Record<Provider, boolean>;
  const { sports, categories, tournaments, competitors } = catalogue;
  const state: FeedState = {
    seed: options.seed,
    speed: options.speed ?? 1,
    rng: rng.fork(2),
    catalogue,
    calendars: new Map(catalogue.leagues.map((league) => [league, calendarOf(league)])),
    slots: new TeamSlots(),
    world: { sports, categories, tournaments, competitors, matches: [], markets: [], providerStatuses },
    matches: new Map(),
    outrights: new Map(),
    live: [],
    queue: new StartQueue(),
    startingSoon: new Set(),
    liveTarget: options.liveCount ?? 120,
    nextId: 1,
    simTime: options.startAt,
    wallTime: options.startAt,
    finished: new Map(),
    nextPruneAt: options.startAt,
  };
  populateWorld(state, options.matchCount ?? 1200, state.liveTarget);
  const outageRng = rng.fork(3);
  return runFeed({ state, outages: firstOutage(outageRng, state.simTime), outageRng });
}

/**
 * A feed that continues the world a {@link Feed.snapshot} saved, at the simulated and caller's time it was saved
 * at: given the same `now` values it emits the same events as the feed it was taken from. Null when the text
 * is of an older snapshot format.
 */
export function restoreFeed(snapshot: string): Feed | null {
  const engine = restoreEngine(snapshot);
  return engine && runFeed(engine);
}

function runFeed(engine: FeedEngine): Feed {
  const { state, outages, outageRng } = engine;
  return {
    world: state.world,
    get time() {
      return state.simTime;
    },
    speed: state.speed,
    get clock() {
      return state.wallTime;
    },
    timeAt(now) {
      return state.simTime + Math.max(0, now - state.wallTime) * state.speed;
    },
    tick(now) {
      if (!(now > state.wallTime)) return [];
      const until = state.simTime + (now - state.wallTime) * state.speed;
      state.wallTime = now;
      state.simTime = until;
      const events: FeedEvent[] = [];
      startDue(state, until);
      advanceLive(state, until, events);
      decideOutrights(state, until, events);
      runOutages(outages, outageRng, state.world, until, events);
      pruneFinished(state, until);
      return events;
    },
    matchOf(id) {
      return state.matches.get(id)?.match ?? state.outrights.get(id)?.match;
    },
    marketsOf(matchId) {
      const outright = state.outrights.get(matchId);
      return state.matches.get(matchId)?.markets ?? (outright ? [outright.market] : []);
    },
    pricingInputOf(matchId) {
      const m = state.matches.get(matchId);
      if (!m) return undefined;
      if (m.match.status === EventStatus.live) syncMatch(m, state.simTime);
      return { params: m.params, state: m.state, markets: m.markets };
    },
    suspendMatch(matchId, seconds) {
      const m = state.live.find((live) => live.match.id === matchId);
      if (!m || m.finishedAt !== null) return false;
      suspend(m, state.simTime, seconds);
      return true;
    },
    endMatch(matchId) {
      const outright = state.outrights.get(matchId)?.match;
      if (outright) {
        if (outright.status !== EventStatus.prematch) return false;
        // Decided at the next tick, as if its end time were now.
        outright.endTime = Math.min(outright.endTime ?? state.simTime, state.simTime);
        return true;
      }
      const m = state.live.find((live) => live.match.id === matchId);
      if (!m || m.finishedAt !== null) return false;
      m.endRequested = true;
      return true;
    },
    snapshot: () => saveEngine(engine),
  };
}

/** A kick-off held back because a team is still playing waits this long before it is tried again. */
const DELAYED_START_MS = 60_000;

/**
 * Takes live every match whose start time has come, at its start time. Fixtures are booked so that a team's
 * previous match ends well before (fixture-calendar.ts), but a match's length has no hard cap: should a team
 * still be playing, the kick-off is delayed, as a real one would be, rather than the team playing twice.
 */
function startDue(state: FeedState, until: number): void {
  const held: { at: number; id: number }[] = [];
  let playing: Set<number> | null = null;
  for (let due = state.queue.popDue(until); due; due = state.queue.popDue(until)) {
    const m = state.matches.get(due.id);
    if (!m || m.match.status !== EventStatus.prematch) {
      state.startingSoon.delete(due.id);
      continue;
    }
    playing ??= new Set(state.live.flatMap((l) => [l.match.homeId ?? -1, l.match.awayId ?? -1]));
    if (playing.has(m.match.homeId ?? -1) || playing.has(m.match.awayId ?? -1)) {
      held.push({ at: due.at + DELAYED_START_MS, id: due.id });
      continue;
    }
    state.startingSoon.delete(due.id);
    const at = Math.max(m.match.startTime, due.at);
    startMatch(m, at);
    state.live.push(m);
    playing.add(m.match.homeId ?? -1);
    playing.add(m.match.awayId ?? -1);
  }
  for (const item of held) state.queue.push(item);
}

/** Plays every live match up to `until`, and replaces those that finish. */
function advanceLive(state: FeedState, until: number, events: FeedEvent[]): void {
  const finished: LiveMatch[] = [];
  for (const m of state.live) {
    const results = advanceMatch(m, until);
    collectEvents(m, results, events);
    if (results) finished.push(m);
  }
  if (finished.length === 0) return;
  state.live = state.live.filter((m) => m.finishedAt === null);
  for (const m of finished) {
    state.finished.set(m.match.id, m.finishedAt ?? until);
    const next = spawnReplacement(state, m.sport.key);
    events.push({
      type: 'match_added',
      match: matchSnapshot(next.match),
      markets: next.markets.map(marketSnapshot),
    });
  }
}
