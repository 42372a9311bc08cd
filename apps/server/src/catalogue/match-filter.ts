/**
 * The filters GET /matches, POST /counters and GET /search share, as one shape and one SQL builder. Filters
 * combine with AND; the values of one list with OR.
 */
import type { CountersBody, MatchesQuery } from '@sportsbook/contract';
import { EventStatus, type SportKind } from '@sportsbook/domain';
import { and, eq, gte, inArray, lte, notInArray, type SQL } from 'drizzle-orm';
import { matches, sports } from '../db/schema/index.js';

/** Every filter a match list can take. Absent fields do not filter. */
export interface MatchFilter {
  ids?: number[];
  type?: 'match' | 'outright';
  sportIds?: number[];
  sportKeys?: string[];
  sportType?: SportKind;
  categoryIds?: number[];
  tournamentIds?: number[];
  statuses?: EventStatus[];
  startFrom?: Date;
  startTo?: Date;
  bettable?: boolean;
  hasVideo?: boolean;
  /** The player's favourite match ids; null for an anonymous request (no filtering). */
  favouriteIds?: number[] | null;
}

const BETTABLE = [EventStatus.prematch, EventStatus.live];

/** The WHERE condition of `filter`, over `matches` joined with `sports`; undefined when nothing filters. */
export function whereOf(filter: MatchFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.ids && inArray(matches.id, filter.ids),
    filter.type && eq(matches.type, filter.type),
    filter.sportIds && inArray(matches.sportId, filter.sportIds),
    filter.sportKeys && inArray(sports.key, filter.sportKeys),
    filter.sportType && eq(sports.kind, filter.sportType),
    filter.categoryIds && inArray(matches.categoryId, filter.categoryIds),
    filter.tournamentIds && inArray(matches.tournamentId, filter.tournamentIds),
    filter.statuses && inArray(matches.status, filter.statuses),
    filter.startFrom && gte(matches.startTime, filter.startFrom),
    filter.startTo && lte(matches.startTime, filter.startTo),
    filter.bettable === undefined
      ? undefined
      : filter.bettable
        ? inArray(matches.status, BETTABLE)
        : notInArray(matches.status, BETTABLE),
    filter.hasVideo === undefined ? undefined : eq(matches.hasVideo, filter.hasVideo),
    filter.favouriteIds ? inArray(matches.id, filter.favouriteIds) : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/** The filter of a GET /matches query. `favouriteIds` is null for anonymous requests, so `favourite` is ignored. */
export function filterOfMatchesQuery(q: MatchesQuery, favouriteIds: number[] | null): MatchFilter {
  return {
    ids: q.id,
    type: q.type,
    sportKeys: q.sport_key,
    sportType: q.sport_type,
    categoryIds: q.category_id,
    tournamentIds: q.tournament_id,
    statuses: q.match_status,
    startFrom: q.start_from,
    startTo: q.start_to,
    bettable: q.bettable,
    hasVideo: q.has_video,
    favouriteIds: q.favourite ? favouriteIds : null,
  };
}

const list = <T>(value: T | T[] | undefined): T[] | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/** The filter of a POST /counters body. */
export function filterOfCountersBody(body: CountersBody | null | undefined): MatchFilter {
  if (!body) return {};
  return {
    sportIds: list(body.sport_id),
    categoryIds: list(body.category_id),
    tournamentIds: list(body.tournament_id),
    statuses: list(body.match_status),
    hasVideo: body.has_video,
    sportType: body.sport_type,
    type: body.type,
    startFrom: body.start_from ? new Date(body.start_from) : undefined,
    startTo: body.start_to ? new Date(body.start_to) : undefined,
  };
}
