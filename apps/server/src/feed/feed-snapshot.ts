/**
 * The whole engine state of a feed as text, and back: what lets another process continue the same world (a new
 * feed leader, a restarted instance) instead of generating a new one. Everything the seed regenerates (the static
 * catalogue, the sports' rules, each league's fixture list) is left out and named by position; everything that
 * moves (matches, markets, model states, simulators, timers, random streams, bookings, the start queue) is saved
 * exactly, so a restored feed given the same `now` values emits the same events as the original. Names are the
 * exception: a restored world words its markets, outcomes and outright titles as the simulator does now.
 */
import type { Provider } from '@sportsbook/domain';
import type { FeedState } from './feed-state.js';
import type { LiveMatch } from './live/live-match.js';
import type { OutageClock } from './live/provider-outages.js';
import { StartQueue } from './live/start-queue.js';
import { mixSeed, Random } from './random.js';
import type { FeedMarket, FeedMatch } from './types.js';
import { type Catalogue, createCatalogue } from './world/create-catalogue.js';
import { calendarOf, TeamSlots } from './world/fixture-calendar.js';
import { competitorNames, reword } from './world/reword.js';

/** A feed's engine: its state and the provider-outage schedule. */
export interface FeedEngine {
  state: FeedState;
  outages: OutageClock;
  outageRng: Random;
}

/** Bumped when the saved shape changes: an older snapshot is then not restored (a new world is made). */
const SNAPSHOT_VERSION = 1;

type SavedMatch = Omit<LiveMatch, 'sport' | 'league' | 'rng'> & { league: number; rng: number };

interface SavedOutright {
  match: FeedMatch;
  market: FeedMarket;
  league: number;
}

interface Snapshot {
  version: number;
  seed: number;
  speed: number;
  liveTarget: number;
  nextId: number;
  simTime: number;
  wallTime: number;
  nextPruneAt: number;
  rng: number;
  outageRng: number;
  outages: OutageClock;
  providerStatuses: Record<Provider, boolean>;
  /** Per league, in catalogue order: where its fixture list stands. */
  calendars: { round: number; left: [number, number][] }[];
  slots: [number, number[]][];
  queue: { at: number; id: number }[];
  startingSoon: number[];
  finished: [number, number][];
  /** The world's matches and outrights by id, in the world's order. */
  order: number[];
  matches: SavedMatch[];
  live: number[];
  outrights: SavedOutright[];
}

/** The static catalogue of a seed, as `createFeed` generates it (the first fork of the seed's stream). */
export function catalogueOfSeed(seed: number): { catalogue: Catalogue; rng: Random } {
  const rng = new Random(mixSeed(seed, 0x5eed));
  return { catalogue: createCatalogue(rng.fork(1)), rng };
}

/** The engine as text (JSON; infinite timers kept). */
export function saveEngine({ state, outages, outageRng }: FeedEngine): string {
  const leagueIndex = new Map(state.catalogue.leagues.map((league, i) => [league, i]));
  const indexOf = (league: LiveMatch['league']) => leagueIndex.get(league) ?? -1;
  const snapshot: Snapshot = {
    version: SNAPSHOT_VERSION,
    seed: state.seed,
    speed: state.speed,
    liveTarget: state.liveTarget,
    nextId: state.nextId,
    simTime: state.simTime,
    wallTime: state.wallTime,
    nextPruneAt: state.nextPruneAt,
    rng: state.rng.save(),
    outageRng: outageRng.save(),
    outages,
    providerStatuses: state.world.providerStatuses,
    calendars: [...state.calendars.values()].map((c) => ({ round: c.round, left: c.left })),
    slots: state.slots.saved(),
    queue: state.queue.saved(),
    startingSoon: [...state.startingSoon],
    finished: [...state.finished],
    order: state.world.matches.map((m) => m.id),
    matches: [...state.matches.values()].map(({ sport: _sport, league, rng, ...rest }) => ({
      ...rest,
      league: indexOf(league),
      rng: rng.save(),
    })),
    live: state.live.map((m) => m.match.id),
    outrights: [...state.outrights.values()].map(({ match, market, league }) => ({
      match,
      market,
      league: indexOf(league),
    })),
  };
  return JSON.stringify(snapshot, (_key, value: unknown) =>
    typeof value === 'number' && !Number.isFinite(value) ? { $number: String(value) } : value,
  );
}

/** The engine saved by {@link saveEngine}; null when the text is of another snapshot version. */
export function restoreEngine(text: string): FeedEngine | null {
  const snapshot = JSON.parse(text, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && '$number' in value ? Number(value.$number) : value,
  ) as Snapshot;
  if (snapshot.version !== SNAPSHOT_VERSION) return null;
  const { catalogue } = catalogueOfSeed(snapshot.seed);
  const leagueAt = (index: number) => {
    const league = catalogue.leagues[index];
    if (!league) throw new Error(`feed snapshot names league ${index}, which seed ${snapshot.seed} lacks`);
    return league;
  };
  const calendars = new Map(
    catalogue.leagues.map((league, i) => {
      const calendar = calendarOf(league);
      const saved = snapshot.calendars[i];
      if (saved) {
        calendar.round = saved.round;
        calendar.left = saved.left;
      }
      return [league, calendar];
    }),
  );
  const matches = new Map<number, LiveMatch>(
    snapshot.matches.map(({ league: index, rng, ...rest }) => {
      const league = leagueAt(index);
      const m: LiveMatch = { ...rest, league, sport: league.sport, rng: Random.restore(rng) };
      return [m.match.id, m];
    }),
  );
  const outrights = new Map(
    snapshot.outrights.map(({ match, market, league }) => [
      match.id,
      { match, market, league: leagueAt(league) },
    ]),
  );
  const nameOf = competitorNames(catalogue.competitors);
  for (const m of matches.values()) reword(m.match, m.markets, nameOf);
  for (const o of outrights.values()) reword(o.match, [o.market], nameOf);
  const worldMatches: FeedMatch[] = [];
  const worldMarkets: FeedMarket[] = [];
  for (const id of snapshot.order) {
    const m = matches.get(id);
    const outright = outrights.get(id);
    if (m) {
      worldMatches.push(m.match);
      worldMarkets.push(...m.markets);
    } else if (outright) {
      worldMatches.push(outright.match);
      worldMarkets.push(outright.market);
    }
  }
  const live = snapshot.live.flatMap((id) => matches.get(id) ?? []);
  const { sports, categories, tournaments, competitors } = catalogue;
  const state: FeedState = {
    seed: snapshot.seed,
    speed: snapshot.speed,
    rng: Random.restore(snapshot.rng),
    catalogue,
    calendars,
    slots: TeamSlots.restore(snapshot.slots),
    world: {
      sports,
      categories,
      tournaments,
      competitors,
      matches: worldMatches,
      markets: worldMarkets,
      providerStatuses: snapshot.providerStatuses,
    },
    matches,
    outrights,
    live,
    queue: StartQueue.restore(snapshot.queue),
    startingSoon: new Set(snapshot.startingSoon),
    liveTarget: snapshot.liveTarget,
    nextId: snapshot.nextId,
    simTime: snapshot.simTime,
    wallTime: snapshot.wallTime,
    finished: new Map(snapshot.finished),
    nextPruneAt: snapshot.nextPruneAt,
  };
  return { state, outages: snapshot.outages, outageRng: Random.restore(snapshot.outageRng) };
}
