/**
 * The contract between the feed simulator and the rest of the server: the world it generates and the events its
 * live engine emits. The feed owns no database and no sockets; the catalogue plugin persists these, the realtime
 * hub publishes them.
 */
import { LOCALES, type Locale } from '@sportsbook/contract';
import type {
  EventStatus,
  MarketStatus,
  MatchClock,
  PeriodScore,
  Provider,
  ScorePair,
  SportKind,
  TournamentType,
} from '@sportsbook/domain';

/** Locales the feed names things in: every locale of the app. */
export const FEED_LOCALES = LOCALES;
/** One of {@link FEED_LOCALES}. */
type FeedLocale = Locale;
/** A name in every feed locale. */
export type LocalizedName = Record<FeedLocale, string>;

export interface FeedSport {
  id: number;
  urnId: string;
  key: string;
  kind: SportKind;
  provider: Provider;
  priority: number;
  names: LocalizedName;
}

export interface FeedCategory {
  id: number;
  sportId: number;
  slug: string;
  countryCode: string | null;
  priority: number;
  names: LocalizedName;
}

export interface FeedTournament {
  id: number;
  urnId: string;
  sportId: number;
  categoryId: number;
  slug: string;
  type: TournamentType;
  priority: number;
  names: LocalizedName;
}

export interface FeedCompetitor {
  id: number;
  name: string;
  /** A crest drawn as an SVG document. */
  logoSvg: string;
}

export interface FeedMatch {
  id: number;
  urnId: string;
  slug: string;
  tournamentId: number;
  type: 'match' | 'outright';
  /** Null for outrights. */
  homeId: number | null;
  awayId: number | null;
  /** The outright's name (e.g. "Winner 2026/27"); null for matches. */
  outrightNames: LocalizedName | null;
  /** Epoch ms. */
  startTime: number;
  /** Outrights: epoch ms when it is decided. */
  endTime: number | null;
  status: EventStatus;
  clock: MatchClock | null;
  totalScore: ScorePair | null;
  gameScore: ScorePair | null;
  periodScores: PeriodScore[];
  maxPeriodNumber: number | null;
  currentServer: 'home' | 'away' | null;
  stage: string | null;
  hasVideo: boolean;
  stadium: string | null;
  city: string | null;
  provider: Provider;
  /** Epoch ms of the last change. */
  updatedAt: number;
}

export interface FeedOutcome {
  id: string;
  names: LocalizedName;
  /** Decimal odds with 3 fraction digits, > 1. */
  odds: number;
  active: boolean;
  /** The model's true probability (before margin), for cashout and bet-builder pricing. */
  probability: number;
}

export interface FeedMarket {
  matchId: number;
  /** Market type id (e.g. 1 = 1x2). */
  marketId: number;
  /** "" or e.g. "total=2.5", "hcp=-1.5". */
  specifier: string;
  names: LocalizedName;
  status: MarketStatus;
  outcomes: FeedOutcome[];
  /** Market group keys, e.g. ["main", "totals"]. */
  groups: string[];
  priority: number;
  mostBalanced: boolean;
  /** Groups this market belongs to in the bet builder; empty when it cannot be combined. */
  customBetGroups: string[];
  provider: Provider;
}

/** How one outcome of a settled market resolved. */
export type OutcomeResult = 'win' | 'lose' | 'refund' | 'half_win' | 'half_lose' | 'void';

export interface MarketResult {
  marketId: number;
  specifier: string;
  outcomes: { id: string; result: OutcomeResult }[];
}

export interface World {
  sports: FeedSport[];
  categories: FeedCategory[];
  tournaments: FeedTournament[];
  competitors: FeedCompetitor[];
  matches: FeedMatch[];
  markets: FeedMarket[];
  providerStatuses: Record<Provider, boolean>;
}

/** What the live engine emits on a tick. */
export type FeedEvent =
  | { type: 'match_changed'; match: FeedMatch }
  | { type: 'match_status_changed'; matchId: number; status: EventStatus }
  | { type: 'markets_changed'; matchId: number; markets: FeedMarket[] }
  | { type: 'provider_status_changed'; provider: Provider; enabled: boolean }
  | { type: 'match_settled'; matchId: number; results: MarketResult[] }
  | { type: 'match_added'; match: FeedMatch; markets: FeedMarket[] };
