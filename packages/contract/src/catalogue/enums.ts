/** The catalogue's enumerations as schemas, built from the domain's constants so the two cannot drift. */
import {
  EventStatus,
  MarketStatus,
  PROVIDERS,
  SORT_KEYS,
  type SortBy,
  SPORT_KINDS,
  TOURNAMENT_TYPES,
} from '@sportsbook/domain';
import { z } from 'zod';

/** Event status number: prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5. */
export const EventStatusSchema = z
  .enum(EventStatus)
  .describe('Event status: prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5');

/** Market status number: 1 allowed, -1 suspended, 0 not allowed, -2 deactivated, -3 settled, -4 cancelled. */
export const MarketStatusSchema = z
  .enum(MarketStatus)
  .describe(
    'Market status: 1 allowed, -1 suspended, 0 not allowed, -2 deactivated, -3 settled, -4 cancelled',
  );

/** Odds and data provider. */
export const ProviderSchema = z.enum(PROVIDERS).describe('Odds and data provider');

/** Sport kind: regular sports or cyber (e-sports). */
export const SportKindSchema = z.enum(SPORT_KINDS).describe('Sport kind');

/** Tournament (league) type. */
export const TournamentTypeSchema = z.enum(TOURNAMENT_TYPES).describe('Tournament type');

/** Event type: a match between two competitors, or an outright (a long-running event such as a league winner). */
export const EventTypeSchema = z.enum(['match', 'outright']).describe('Event type');

/** Every sort key with its direction, e.g. start_time.asc, sport_priority.desc. */
export const SORT_BY_VALUES = SORT_KEYS.flatMap((k) => [`${k}.asc`, `${k}.desc`]) as [SortBy, ...SortBy[]];

/** One sort key with its direction. */
export const SortBySchema = z.enum(SORT_BY_VALUES, `expected one of ${SORT_BY_VALUES.join(', ')}`);
