/**
 * Reading matches: the one SELECT with its joins (tournament, category, sport, both competitors) that every
 * match answer starts from, and the mapping of its rows to the contract's Match.
 */
import type { Locale, Match } from '@sportsbook/contract';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { categories, competitors, matches, sports, tournaments } from '../db/schema/index.js';
import type { MatchMarkets } from './match-markets.js';
import { isFinishedStatus, isLiveStatus } from './match-status.js';
import { pickName } from './names.js';

/** The home competitor, joined. */
export const home = alias(competitors, 'home');
/** The away competitor, joined. */
export const away = alias(competitors, 'away');

const COLUMNS = {
  match: matches,
  sport: { id: sports.id, key: sports.key, names: sports.names, kind: sports.kind },
  category: {
    id: categories.id,
    slug: categories.slug,
    names: categories.names,
    countryCode: categories.countryCode,
  },
  tournament: { id: tournaments.id, slug: tournaments.slug, names: tournaments.names },
  homeName: home.name,
  homeHasLogo: sql<boolean>`${home.logoSvg} is not null`,
  awayName: away.name,
  awayHasLogo: sql<boolean>`${away.logoSvg} is not null`,
};

/** SELECT ... FROM matches with every join a match answer needs; add where/order/limit. */
export function selectMatches(db: Db) {
  return db
    .select(COLUMNS)
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .innerJoin(categories, eq(categories.id, matches.categoryId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .leftJoin(home, eq(home.id, matches.homeId))
    .leftJoin(away, eq(away.id, matches.awayId));
}

/** A row of {@link selectMatches}. */
export type MatchRowRead = Awaited<ReturnType<ReturnType<typeof selectMatches>['execute']>>[number];

/** The URL of a competitor's crest. */
const logoUrl = (competitorId: number) => `/api/v2/competitors/${competitorId}/logo.svg`;

const competitor = (id: number | null, name: string | null, hasLogo: boolean | null) =>
  id === null ? null : { id, name: name ?? '', logo: hasLogo ? logoUrl(id) : null };

/** Statistics exist for betradar matches (spec: "only for one specific data provider"). */
const hasProviderStats = (m: { provider: string; type: string }) =>
  m.provider === 'betradar' && m.type === 'match';

/** A row with its chosen markets as the contract's Match. */
export function toMatch(row: MatchRowRead, picked: MatchMarkets | undefined, locale: Locale): Match {
  const m = row.match;
  const homeSide = competitor(m.homeId, row.homeName, row.homeHasLogo);
  const awaySide = competitor(m.awayId, row.awayName, row.awayHasLogo);
  const name =
    m.type === 'outright' || !homeSide || !awaySide
      ? pickName(m.outrightNames, locale)
      : `${homeSide.name} - ${awaySide.name}`;
  return {
    id: m.id,
    urn_id: m.urnId,
    slug: m.slug,
    type: m.type,
    name,
    tournament: {
      id: row.tournament.id,
      slug: row.tournament.slug,
      name: pickName(row.tournament.names, locale),
    },
    category: {
      id: row.category.id,
      slug: row.category.slug,
      name: pickName(row.category.names, locale),
      country_code: row.category.countryCode,
    },
    sport: {
      id: row.sport.id,
      key: row.sport.key,
      name: pickName(row.sport.names, locale),
      type: row.sport.kind,
    },
    home: homeSide,
    away: awaySide,
    stadium: m.stadium,
    city: m.city,
    status: m.status,
    isLive: isLiveStatus(m.status),
    isFinished: isFinishedStatus(m.status),
    stage: m.stage,
    start_time: m.startTime.toISOString(),
    end_date: m.endTime ? m.endTime.toISOString() : null,
    clock: m.clock,
    total_score: m.totalScore,
    game_score: m.gameScore,
    current_server: m.currentServer,
    period_score: m.periodScores,
    max_period_number: m.maxPeriodNumber,
    available_markets: picked?.available ?? 0,
    main_market: picked?.main ?? null,
    secondary_market: picked?.secondary ?? null,
    top_markets: picked?.top ?? 0,
    has_video: m.hasVideo,
    provider: m.provider,
    is_provider_stats_available: hasProviderStats(m),
    version: m.version,
  };
}
