/**
 * A small, hand-made world for route tests: three sports (one cyber), four categories, four tournaments and
 * eleven events in every status, with names in three locales. Times are around {@link T0}. Tests read ids from
 * {@link IDS} rather than repeating numbers.
 */
import type { FeedMarket, FeedMatch, World } from '../../src/feed/types.js';
import {
  aCategory,
  aCompetitor,
  aMarket,
  aMatch,
  anOutcome,
  aSport,
  aTournament,
  footballMarkets,
  names,
  winnerMarket,
} from './feed.js';
import { FIXTURE_COMPETITORS } from './fixture-competitors.js';

/** The reference time of the fixture: 2026-05-01 12:00 UTC. */
export const T0 = Date.UTC(2026, 4, 1, 12);
const HOUR = 3_600_000;

/** Ids of the fixture's rows. */
export const IDS = {
  football: 1,
  tennis: 2,
  cs2: 3,
  england: 10,
  spain: 11,
  atp: 20,
  esports: 30,
  premier: 100,
  laliga: 101,
  atpOpen: 200,
  csMajor: 300,
  /** live, video */
  leedsBristol: 5001,
  /** prematch in 2 h */
  norwichDerby: 5002,
  /** finished */
  readingHull: 5003,
  /** prematch tomorrow, video */
  valladolidZaragoza: 5004,
  /** not covered */
  murciaCordoba: 5005,
  /** outright, prematch */
  premierWinner: 5006,
  /** live */
  tennisMatch: 6001,
  /** prematch, video, oddin */
  csMatch: 7001,
  /** closed */
  csClosed: 7002,
  /** stopped */
  stoppedMatch: 5007,
  /** prematch with no markets at all */
  noMarkets: 5008,
} as const;

const { football, tennis, cs2, england, spain, atp, esports, premier, laliga, atpOpen, csMajor } = IDS;

/** The fixture world. Every call builds fresh objects, so a test may change its copy. */
export function fixtureWorld(): World {
  const m = (id: number, tournamentId: number, homeId: number | null, awayId: number | null, hours: number) =>
    aMatch({ id, tournamentId, homeId, awayId, startTime: T0 + hours * HOUR, slug: `match-${id}` });
  const cyber = { provider: 'oddin' as const };
  const matches = [
    {
      ...m(IDS.leedsBristol, premier, 1001, 1002, -1),
      status: 1 as const,
      hasVideo: true,
      stage: '2nd half',
      totalScore: { home: 1, away: 0 },
    },
    m(IDS.norwichDerby, premier, 1003, 1004, 2),
    { ...m(IDS.readingHull, premier, 1005, 1006, -3), status: 4 as const },
    {
      ...m(IDS.valladolidZaragoza, laliga, 1007, 1008, 24),
      hasVideo: true,
      stadium: 'José Zorrilla',
      city: 'Valladolid',
    },
    { ...m(IDS.murciaCordoba, laliga, 1009, 1010, 3), status: 5 as const },
    {
      ...m(IDS.premierWinner, premier, null, null, 240),
      type: 'outright' as const,
      outrightNames: names('Premier League winner', 'Ganador de la Liga Premier', 'Vencedor da Liga Premier'),
      endTime: T0 + 2400 * HOUR,
    },
    { ...m(IDS.stoppedMatch, laliga, 1011, 1012, 5), status: 2 as const },
    m(IDS.noMarkets, laliga, 1013, 1014, 6),
    { ...m(IDS.tennisMatch, atpOpen, 2001, 2002, -0.5), status: 1 as const },
    { ...m(IDS.csMatch, csMajor, 3001, 3002, 4), hasVideo: true, ...cyber },
    { ...m(IDS.csClosed, csMajor, 3003, 3004, -6), status: 3 as const, ...cyber },
  ];
  return {
    sports: [
      aSport({ id: football, key: 'football', priority: 1, names: names('Football', 'Fútbol', 'Futebol') }),
      aSport({ id: tennis, key: 'tennis', priority: 2, names: names('Tennis', 'Tenis', 'Tênis') }),
      aSport({
        id: cs2,
        key: 'cs2',
        kind: 'cyber',
        provider: 'oddin',
        priority: 3,
        names: names('Counter-Strike 2'),
      }),
    ],
    categories: [
      aCategory({
        id: england,
        sportId: football,
        slug: 'england',
        countryCode: 'GB-ENG',
        priority: 1,
        names: names('England', 'Inglaterra'),
      }),
      aCategory({
        id: spain,
        sportId: football,
        slug: 'spain',
        countryCode: 'ES',
        priority: 2,
        names: names('Spain', 'España', 'Espanha'),
      }),
      aCategory({ id: atp, sportId: tennis, slug: 'atp', names: names('ATP') }),
      aCategory({
        id: esports,
        sportId: cs2,
        slug: 'international',
        names: names('International', 'Internacional'),
      }),
    ],
    tournaments: [
      aTournament({
        id: premier,
        sportId: football,
        categoryId: england,
        slug: 'premier-league',
        priority: 1,
        names: names('Premier League', 'Liga Premier', 'Liga Premier'),
      }),
      aTournament({
        id: laliga,
        sportId: football,
        categoryId: spain,
        slug: 'primera',
        priority: 2,
        names: names('Primera División', 'Primera División', 'Primeira Divisão'),
      }),
      aTournament({
        id: atpOpen,
        sportId: tennis,
        categoryId: atp,
        slug: 'atp-open',
        names: names('ATP Open', 'Abierto ATP', 'Aberto ATP'),
      }),
      aTournament({
        id: csMajor,
        sportId: cs2,
        categoryId: esports,
        slug: 'cs-major',
        type: 'simple_tournament',
        names: names('CS Major'),
      }),
    ],
    competitors: FIXTURE_COMPETITORS.map(([id, name]) => aCompetitor(id, name, id === 1002 ? '' : undefined)),
    matches,
    markets: [
      ...matches
        .filter((x) => x.tournamentId === premier || x.tournamentId === laliga)
        .filter((x) => x.type === 'match' && x.id !== IDS.noMarkets)
        .flatMap((x) => footballMarkets(x.id)),
      aMarket({
        matchId: IDS.premierWinner,
        marketId: 534,
        names: names('Winner', 'Ganador', 'Vencedor'),
        groups: ['main'],
        priority: 1,
        mostBalanced: true,
        outcomes: [anOutcome('a', 3.5), anOutcome('b', 4), anOutcome('c', 6.5), anOutcome('d', 11)],
      }),
      winnerMarket(IDS.tennisMatch),
      winnerMarket(IDS.csMatch, 'oddin'),
      winnerMarket(IDS.csClosed, 'oddin'),
    ],
    providerStatuses: { betradar: true, oddin: true, betconstruct: false },
  };
}

/** A copy of match `id` of `world`, to change and send as a feed event (throws when the world has none). */
export function matchIn(world: World, id: number): FeedMatch {
  const match = world.matches.find((m) => m.id === id);
  if (!match) throw new Error(`no match ${id}`);
  return structuredClone(match);
}

/** Copies of the markets of match `id` of `world`. */
export function marketsIn(world: World, id: number): FeedMarket[] {
  return structuredClone(world.markets.filter((m) => m.matchId === id));
}
