/** Feed objects (src/feed/types.ts) as database rows. Odds become integer odds units here, once. */
import { ODDS_SCALE } from '@sportsbook/domain';
import type {
  categories,
  competitors,
  markets,
  matches,
  StoredOutcome,
  sports,
  tournaments,
} from '../db/schema/index.js';
import type {
  FeedCategory,
  FeedCompetitor,
  FeedMarket,
  FeedMatch,
  FeedOutcome,
  FeedSport,
  FeedTournament,
} from '../feed/types.js';

export type SportRow = typeof sports.$inferInsert;
export type CategoryRow = typeof categories.$inferInsert;
export type TournamentRow = typeof tournaments.$inferInsert;
export type CompetitorRow = typeof competitors.$inferInsert;
export type MatchRow = typeof matches.$inferInsert;
export type MarketRow = typeof markets.$inferInsert;

export const sportRow = (s: FeedSport): SportRow => ({
  id: s.id,
  urnId: s.urnId,
  key: s.key,
  kind: s.kind,
  provider: s.provider,
  priority: s.priority,
  names: s.names,
});

export const categoryRow = (c: FeedCategory): CategoryRow => ({
  id: c.id,
  sportId: c.sportId,
  slug: c.slug,
  countryCode: c.countryCode,
  priority: c.priority,
  names: c.names,
});

export const tournamentRow = (t: FeedTournament): TournamentRow => ({
  id: t.id,
  urnId: t.urnId,
  sportId: t.sportId,
  categoryId: t.categoryId,
  slug: t.slug,
  type: t.type,
  priority: t.priority,
  names: t.names,
});

export const competitorRow = (c: FeedCompetitor): CompetitorRow => ({
  id: c.id,
  name: c.name,
  logoSvg: c.logoSvg || null,
});

/** The match row; sport and category come from its tournament, which must be known. */
export function matchRow(m: FeedMatch, tournament: { sportId: number; categoryId: number }): MatchRow {
  return {
    id: m.id,
    urnId: m.urnId,
    slug: m.slug,
    type: m.type,
    sportId: tournament.sportId,
    categoryId: tournament.categoryId,
    tournamentId: m.tournamentId,
    homeId: m.homeId,
    awayId: m.awayId,
    outrightNames: m.outrightNames,
    startTime: new Date(m.startTime),
    endTime: m.endTime === null ? null : new Date(m.endTime),
    status: m.status,
    clock: m.clock,
    totalScore: m.totalScore,
    gameScore: m.gameScore,
    periodScores: m.periodScores,
    maxPeriodNumber: m.maxPeriodNumber,
    currentServer: m.currentServer,
    stage: m.stage,
    hasVideo: m.hasVideo,
    stadium: m.stadium,
    city: m.city,
    provider: m.provider,
    updatedAt: new Date(m.updatedAt),
  };
}

/** Decimal odds to integer odds units (x1000), rounded to the odds scale. */
export const toOddsUnits = (odds: number): number => Math.round(odds * ODDS_SCALE);

const storedOutcome = (o: FeedOutcome): StoredOutcome => ({
  id: o.id,
  names: o.names,
  odds: toOddsUnits(o.odds),
  active: o.active,
  probability: o.probability,
});

/** The market row; `feedOrder` is its position among its match's markets in the feed's list. */
const marketRow = (m: FeedMarket, feedOrder = 0): MarketRow => ({
  matchId: m.matchId,
  marketId: m.marketId,
  specifier: m.specifier,
  names: m.names,
  status: m.status,
  outcomes: m.outcomes.map(storedOutcome),
  groups: m.groups,
  priority: m.priority,
  feedOrder,
  mostBalanced: m.mostBalanced,
  customBetGroups: m.customBetGroups,
  provider: m.provider,
});

/** Market rows with their position among their match's markets, in the order given. */
export function marketRowsInOrder(list: readonly FeedMarket[]): MarketRow[] {
  const next = new Map<number, number>();
  return list.map((m) => {
    const order = next.get(m.matchId) ?? 0;
    next.set(m.matchId, order + 1);
    return marketRow(m, order);
  });
}
