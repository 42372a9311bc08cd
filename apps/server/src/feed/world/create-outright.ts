/**
 * Outrights: one "who wins the league" event per major league, priced from the competitors' ratings. It stays
 * open until its end time, when a winner is drawn with those probabilities and it is settled.
 */
import { EventStatus, MarketStatus } from '@sportsbook/domain';
import { fillName, localized, sameInAll } from '../localized.js';
import { applyPrices } from '../markets/apply-prices.js';
import { marketType, OUTRIGHT_MARKET_ID } from '../markets/market-types.js';
import type { FeedMarket, FeedMatch, LocalizedName } from '../types.js';
import type { League } from './create-catalogue.js';

/** An outright event with its single winner market. */
export interface OutrightSetup {
  match: FeedMatch;
  market: FeedMarket;
  league: League;
}

const WINNER = localized({
  en: 'Winner {season}',
  es: 'Ganador {season}',
  'pt-BR': 'Vencedor {season}',
  ko: '{season} 우승',
  ja: '{season} 優勝',
  'sr-ME': 'Pobjednik {season}',
  ar: 'بطل {season}',
  he: 'זוכה {season}',
});

/** How sharply ratings separate title chances: the best side of 20 wins about a quarter of the time. */
const TITLE_SHARPNESS = 1.4;

/** The season label of a time: "2026/27". */
function seasonOf(time: number): string {
  const year = new Date(time).getUTCFullYear();
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

/** An outright's title in every locale: "Winner 2026/27". */
export function outrightTitle(startTime: number): LocalizedName {
  return fillName(WINNER, { season: seasonOf(startTime) });
}

/** Creates the outright of a league, open from `startTime` and decided at `endTime`. */
export function createOutright(
  id: number,
  league: League,
  startTime: number,
  endTime: number,
): OutrightSetup {
  const season = seasonOf(startTime);
  const prefix = league.sport.kind === 'cyber' ? 'od' : 'sr';
  const contenders = [...league.contenders].sort((a, b) => b.rating - a.rating);
  const weights = contenders.map((c) => Math.exp(TITLE_SHARPNESS * c.rating));
  const total = weights.reduce((a, b) => a + b, 0);
  const match: FeedMatch = {
    id,
    urnId: `${prefix}:outright:${id}`,
    // Ends in its id like a match's slug, which is how GET /resolve tells an event from a league.
    slug: `${league.tournament.slug}-winner-${season.replace('/', '-')}-${id}`,
    tournamentId: league.tournament.id,
    type: 'outright',
    homeId: null,
    awayId: null,
    outrightNames: outrightTitle(startTime),
    startTime,
    endTime,
    status: EventStatus.prematch,
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
    provider: league.sport.provider,
    updatedAt: startTime,
  };
  const type = marketType(OUTRIGHT_MARKET_ID);
  const market: FeedMarket = {
    matchId: id,
    marketId: type.id,
    specifier: '',
    names: type.names,
    status: MarketStatus.allowed,
    outcomes: contenders.map((c) => ({
      id: String(c.competitor.id),
      names: sameInAll(c.competitor.name),
      odds: 1.01,
      active: true,
      probability: 0,
    })),
    groups: [...type.groups],
    priority: type.priority,
    mostBalanced: true,
    customBetGroups: [],
    provider: league.sport.provider,
  };
  applyPrices([market], [weights.map((w) => w / total)], { live: false, suspended: false });
  return { match, market, league };
}
