/**
 * Catalogue entities (spec core-betting §3): sports, categories, leagues, matches, markets and outcomes,
 * with the spec's status numbers and names.
 */
import type { DecimalOdds } from '../odds/decimal-odds';

/** Event (match) status numbers. Only prematch and live are bettable. */
export const EventStatus = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const;
/** One of the {@link EventStatus} numbers. */
export type EventStatus = (typeof EventStatus)[keyof typeof EventStatus];

/** True when bets can be taken on an event in this status (prematch or live). */
export function isBettableStatus(status: EventStatus): boolean {
  return status === EventStatus.prematch || status === EventStatus.live;
}

/** The slip's coarse view of a match status: prematch, live, or anything else. */
export type MatchStatusKind = 'prematch' | 'live' | 'others';

/** Maps an event status number to the slip's {@link MatchStatusKind}. */
export function matchStatusKind(status: EventStatus): MatchStatusKind {
  if (status === EventStatus.prematch) return 'prematch';
  if (status === EventStatus.live) return 'live';
  return 'others';
}

/** Market status numbers. 1 is open for betting; -1 suspended; 0 not allowed; -2..-4 closed kinds. */
export const MarketStatus = {
  allowed: 1,
  suspended: -1,
  notAllowed: 0,
  deactivated: -2,
  settled: -3,
  cancelled: -4,
} as const;
/** One of the {@link MarketStatus} numbers. */
export type MarketStatus = (typeof MarketStatus)[keyof typeof MarketStatus];

/** Odds and data providers. */
export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;
/** One of {@link PROVIDERS}. */
export type Provider = (typeof PROVIDERS)[number];

/** Sport kinds: regular sports and cyber (e-sports). */
/**
 * The sports of the simulated world (apps/server's feed): each one's URL key. The web's icon sprite draws one
 * symbol for each.
 */
export const SPORT_KEYS = [
  'football',
  'basketball',
  'tennis',
  'ice-hockey',
  'volleyball',
  'table-tennis',
  'baseball',
  'american-football',
  'handball',
  'cs2',
  'dota-2',
  'league-of-legends',
] as const;
/** One of {@link SPORT_KEYS}. */
export type SportKey = (typeof SPORT_KEYS)[number];

export const SPORT_KINDS = ['regular', 'cyber'] as const;
/** One of {@link SPORT_KINDS}. */
export type SportKind = (typeof SPORT_KINDS)[number];

/** Tournament (league) types. */
export const TOURNAMENT_TYPES = ['match', 'stage', 'season', 'simple_tournament'] as const;
/** One of {@link TOURNAMENT_TYPES}. */
export type TournamentType = (typeof TOURNAMENT_TYPES)[number];

/** A sport. */
export interface Sport {
  id: number;
  urn_id: string;
  key: string;
  name: string;
  priority: number;
  type: SportKind;
  provider: Provider;
}

/** A category (usually a country) within a sport. */
export interface Category extends Omit<Sport, 'id' | 'urn_id' | 'key' | 'name' | 'priority'> {
  id: number;
  slug: string;
  name: string;
  priority: number;
  country_code: string | null;
  sport: Pick<Sport, 'id' | 'key' | 'name'>;
}

/** A league (tournament). */
export interface Tournament {
  id: number;
  urn_id: string;
  slug: string;
  name: string;
  priority: number;
  type: TournamentType;
  category: Pick<Category, 'id' | 'slug' | 'name' | 'country_code'>;
  sport: Pick<Sport, 'id' | 'key' | 'name' | 'type'>;
  main_market_outcomes_count: number;
  secondary_market_outcomes_count: number;
}

/** The match clock as the feed reports it. Times are in seconds; clock_updated_at is epoch ms. */
export interface MatchClock {
  match_time: number | null;
  stoppage_time: number | null;
  stoppage_time_announced: number | null;
  remaining_time: number | null;
  remaining_time_in_period: number | null;
  stopped: boolean;
  clock_updated_at: number;
}

/** A home/away score pair. */
export interface ScorePair {
  home: number;
  away: number;
}

/** The score of one period. */
export interface PeriodScore extends ScorePair {
  period_key: string;
  period_name: string;
  number: number;
  type: 'regular_period' | 'overtime' | 'penalties';
}

/** A competitor of a match. */
export interface Competitor {
  id: number;
  name: string;
  logo: string | null;
}

/** An outcome (selection) of a market. */
export interface Outcome {
  id: string;
  name: string;
  active: boolean;
  odds: DecimalOdds;
}

/** A market of a match. Identity of an outcome is (match, market, specifier, outcome). */
export interface Market {
  match_urn_id: string;
  id: number;
  name: string;
  status: MarketStatus;
  /** Market line, e.g. "total=2.5" or "hcp=-1.5"; empty string for markets without one. */
  specifier: string;
  outcomes: Outcome[];
  market_groups: string[];
  priority: number;
  most_balanced: boolean;
  next_bet_stop: number | null;
  custom_bet_groups: string[];
  provider: Provider;
}

/** A match (event). */
export interface Match {
  id: number;
  urn_id: string;
  slug: string;
  type: 'match' | 'outright';
  tournament: Pick<Tournament, 'id' | 'slug' | 'name'>;
  category: Pick<Category, 'id' | 'slug' | 'name' | 'country_code'>;
  sport: Pick<Sport, 'id' | 'key' | 'name' | 'type'>;
  home: Competitor;
  away: Competitor;
  stadium: string | null;
  city: string | null;
  status: EventStatus;
  isLive: boolean;
  isFinished: boolean;
  stage: string | null;
  start_time: string;
  clock: MatchClock | null;
  total_score: ScorePair | null;
  game_score: ScorePair | null;
  current_server: 'home' | 'away' | null;
  period_score: PeriodScore[];
  max_period_number: number | null;
  available_markets: number;
  main_market: Market | null;
  secondary_market: Market | null;
  top_markets: number;
  has_video: boolean;
  provider: Provider;
  is_provider_stats_available: boolean;
}

/** Per-node match counters. */
export interface Counter {
  matchCount: number;
  outrightCount: number;
}

/** Counters per sport, category and league, plus the live count. */
export interface Counters {
  live: number;
  sports: Record<string, Counter>;
  categories: Record<string, Counter>;
  tournaments: Record<string, Counter>;
}

/** Server pagination, and its client form. */
export interface Pagination {
  total: number;
  page: number;
  limit: number;
  last_page: number;
}

/** Client form of {@link Pagination}. */
export interface ClientPagination {
  page: number;
  lastPage: number;
}

/** Converts server pagination to the client form. */
export function toClientPagination(p: Pagination): ClientPagination {
  return { page: p.page, lastPage: p.last_page };
}

/** Paging ends when the page equals the last page (or there are no pages). */
export function isLastPage(p: ClientPagination): boolean {
  return p.page >= p.lastPage;
}

/** Sort keys for match lists. */
export const SORT_KEYS = [
  'sport_id',
  'sport_priority',
  'category_id',
  'category_priority',
  'tournament_id',
  'tournament_priority',
  'start_time',
  'bets_count',
] as const;
/** One of {@link SORT_KEYS}. */
export type SortKey = (typeof SORT_KEYS)[number];
/** A sort key with direction, as the API takes it: "start_time.asc". */
export type SortBy = `${SortKey}.${'asc' | 'desc'}`;
