/** Builders of feed objects with sensible defaults; each takes overrides for the fields a test cares about. */
import { sameInAll } from '../../src/feed/localized.js';
import type {
  FeedCategory,
  FeedCompetitor,
  FeedMarket,
  FeedMatch,
  FeedOutcome,
  FeedSport,
  FeedTournament,
  LocalizedName,
} from '../../src/feed/types.js';

/** A name in every feed locale: Spanish and Brazilian Portuguese as given, the others as English. */
export const names = (en: string, es = en, ptBR = es): LocalizedName => ({
  ...sameInAll(en),
  es,
  'pt-BR': ptBR,
});

export const aSport = (o: Partial<FeedSport> & Pick<FeedSport, 'id' | 'key'>): FeedSport => ({
  urnId: `sr:sport:${o.id}`,
  kind: 'regular',
  provider: 'betradar',
  priority: o.id,
  names: names(o.key),
  ...o,
});

export const aCategory = (o: Partial<FeedCategory> & Pick<FeedCategory, 'id' | 'sportId'>): FeedCategory => ({
  slug: `category-${o.id}`,
  countryCode: null,
  priority: 1,
  names: names(`Category ${o.id}`),
  ...o,
});

export const aTournament = (
  o: Partial<FeedTournament> & Pick<FeedTournament, 'id' | 'sportId' | 'categoryId'>,
): FeedTournament => ({
  urnId: `sr:tournament:${o.id}`,
  slug: `tournament-${o.id}`,
  type: 'season',
  priority: 1,
  names: names(`Tournament ${o.id}`),
  ...o,
});

export const aCompetitor = (
  id: number,
  name: string,
  logoSvg = '<svg xmlns="http://www.w3.org/2000/svg"/>',
) => ({ id, name, logoSvg }) satisfies FeedCompetitor;

/** A prematch match; give `homeId`/`awayId` or leave them null with `type: 'outright'`. */
export const aMatch = (o: Partial<FeedMatch> & Pick<FeedMatch, 'id' | 'tournamentId'>): FeedMatch => ({
  urnId: `sr:match:${o.id}`,
  slug: `match-${o.id}`,
  type: 'match',
  homeId: null,
  awayId: null,
  outrightNames: null,
  startTime: Date.UTC(2026, 4, 1, 12),
  endTime: null,
  status: 0,
  clock: null,
  totalScore: null,
  gameScore: null,
  periodScores: [],
  maxPeriodNumber: null,
  currentServer: null,
  stage: null,
  hasVideo: false,
  stadium: null,
  city: null,
  provider: 'betradar',
  updatedAt: Date.UTC(2026, 4, 1, 10),
  ...o,
});

export const anOutcome = (id: string, odds: number, o: Partial<FeedOutcome> = {}): FeedOutcome => ({
  id,
  names: names(`Outcome ${id}`),
  odds,
  active: true,
  probability: 1 / odds,
  ...o,
});

export const aMarket = (o: Partial<FeedMarket> & Pick<FeedMarket, 'matchId' | 'marketId'>): FeedMarket => ({
  specifier: '',
  names: names(`Market ${o.marketId}`),
  status: 1,
  outcomes: [anOutcome('1', 1.9), anOutcome('2', 1.9)],
  groups: [],
  priority: 10,
  mostBalanced: false,
  customBetGroups: [],
  provider: 'betradar',
  ...o,
});

/** The usual markets of a football match: 1x2 and double chance (main), totals 2.5/3.5, handicap, and a closed odd/even. */
export function footballMarkets(
  matchId: number,
  provider: FeedMarket['provider'] = 'betradar',
): FeedMarket[] {
  const base = { matchId, provider };
  return [
    aMarket({
      ...base,
      marketId: 1,
      names: names('1x2'),
      groups: ['main'],
      priority: 1,
      outcomes: [
        anOutcome('1', 2.1, { names: names('Home', 'Local', 'Casa') }),
        anOutcome('2', 3.4, { names: names('Draw', 'Empate', 'Empate') }),
        anOutcome('3', 3.55, { names: names('Away', 'Visitante', 'Fora') }),
      ],
    }),
    aMarket({
      ...base,
      marketId: 10,
      names: names('Double chance', 'Doble oportunidad', 'Dupla chance'),
      groups: ['main'],
      priority: 2,
      outcomes: [anOutcome('9', 1.3), anOutcome('10', 1.25), anOutcome('11', 1.6)],
    }),
    aMarket({
      ...base,
      marketId: 18,
      specifier: 'total=2.5',
      names: names('Total'),
      groups: ['totals'],
      priority: 4,
      mostBalanced: true,
      outcomes: [anOutcome('12', 1.95), anOutcome('13', 1.85)],
    }),
    aMarket({
      ...base,
      marketId: 18,
      specifier: 'total=3.5',
      names: names('Total'),
      groups: ['totals'],
      priority: 4,
      outcomes: [anOutcome('12', 3.1), anOutcome('13', 1.35)],
    }),
    aMarket({
      ...base,
      marketId: 16,
      specifier: 'hcp=-1',
      names: names('Handicap', 'Hándicap', 'Handicap'),
      groups: ['handicaps'],
      priority: 5,
      status: -1,
    }),
    aMarket({
      ...base,
      marketId: 26,
      names: names('Odd/even'),
      groups: ['specials'],
      priority: 9,
      status: 0,
    }),
  ];
}

/** A two-way winner market (tennis, e-sports) in the main group. */
export const winnerMarket = (matchId: number, provider: FeedMarket['provider'] = 'betradar'): FeedMarket =>
  aMarket({
    matchId,
    provider,
    marketId: 186,
    names: names('Winner', 'Ganador', 'Vencedor'),
    groups: ['main'],
    priority: 1,
    outcomes: [anOutcome('4', 1.5), anOutcome('5', 2.6)],
  });
