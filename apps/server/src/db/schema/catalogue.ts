/**
 * The catalogue: sports > categories > tournaments > matches > markets, plus competitors and provider switches.
 * Ids are the feed's ids (a real feed's ids would fit too), so there are no sequences here. Names that depend on
 * the locale are stored once per row as jsonb `{en, es, "pt-BR", ko, ...}` (one key per locale) and the request's locale is picked at read time.
 * Odds are integer odds units (odds x 1000) inside the outcomes json; never floats.
 */
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
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LocalizedNames, StoredOutcome, StoredResults } from './json-types.js';

const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  urnId: text('urn_id').notNull().unique(),
  key: text('key').notNull().unique(),
  kind: text('kind').$type<SportKind>().notNull(),
  provider: text('provider').$type<Provider>().notNull(),
  priority: integer('priority').notNull().default(0),
  names: jsonb('names').$type<LocalizedNames>().notNull(),
  updatedAt: updatedAt(),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    slug: text('slug').notNull(),
    countryCode: text('country_code'),
    priority: integer('priority').notNull().default(0),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('categories_sport_idx').on(t.sportId)],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull(),
    type: text('type').$type<TournamentType>().notNull(),
    priority: integer('priority').notNull().default(0),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    /** Outcomes of the main and secondary market of its matches, for list headers; computed on load. */
    mainMarketOutcomesCount: integer('main_market_outcomes_count').notNull().default(0),
    secondaryMarketOutcomesCount: integer('secondary_market_outcomes_count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('tournaments_sport_idx').on(t.sportId), index('tournaments_category_idx').on(t.categoryId)],
);

export const competitors = pgTable('competitors', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** The crest as an SVG document, served by GET /api/v2/competitors/:id/logo.svg. */
  logoSvg: text('logo_svg'),
});

export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    slug: text('slug').notNull(),
    type: text('type').$type<'match' | 'outright'>().notNull(),
    // sport and category are the tournament's, copied so filters and sorts need no join.
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    homeId: integer('home_id').references(() => competitors.id),
    awayId: integer('away_id').references(() => competitors.id),
    outrightNames: jsonb('outright_names').$type<LocalizedNames>(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }),
    status: smallint('status').$type<EventStatus>().notNull(),
    clock: jsonb('clock').$type<MatchClock>(),
    totalScore: jsonb('total_score').$type<ScorePair>(),
    gameScore: jsonb('game_score').$type<ScorePair>(),
    periodScores: jsonb('period_scores').$type<PeriodScore[]>().notNull().default([]),
    maxPeriodNumber: integer('max_period_number'),
    currentServer: text('current_server').$type<'home' | 'away'>(),
    stage: text('stage'),
    hasVideo: boolean('has_video').notNull().default(false),
    stadium: text('stadium'),
    city: text('city'),
    provider: text('provider').$type<Provider>().notNull(),
    /** Bets placed on the match; the betting plugin increments it. A sort key of the spec. */
    betsCount: integer('bets_count').notNull().default(0),
    /** Grows by one on every change of the row (not of its markets). */
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('matches_start_idx').on(t.startTime),
    index('matches_status_start_idx').on(t.status, t.startTime),
    index('matches_sport_start_idx').on(t.sportId, t.startTime),
    index('matches_category_idx').on(t.categoryId),
    index('matches_tournament_idx').on(t.tournamentId),
    check('matches_status_check', sql`${t.status} between 0 and 5`),
    check('matches_type_check', sql`${t.type} in ('match', 'outright')`),
  ],
);

/** One row per (match, market type, line); outcomes inside as jsonb since they are always read together. */
/**
 * One row per (match, market type, line); outcomes inside since they are always read and written together.
 * `json`, not `jsonb`: these are the bulk of the catalogue, never queried inside, and json is stored and returned
 * as text, which is several times cheaper to write and read; changes are detected by comparing the text.
 */
export const markets = pgTable(
  'markets',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    names: json('names').$type<LocalizedNames>().notNull(),
    status: smallint('status').$type<MarketStatus>().notNull(),
    outcomes: json('outcomes').$type<StoredOutcome[]>().notNull(),
    groups: text('groups').array().notNull().default([]),
    priority: integer('priority').notNull().default(0),
    /**
     * Position in the feed's list of the match's markets. Breaks priority ties: the feed lists each sport's
     * headline market first (basketball's "winner incl. overtime" before its 1x2, both priority 1).
     */
    feedOrder: integer('feed_order').notNull().default(0),
    mostBalanced: boolean('most_balanced').notNull().default(false),
    customBetGroups: text('custom_bet_groups').array().notNull().default([]),
    provider: text('provider').$type<Provider>().notNull(),
    /** Epoch ms of the next planned suspension. */
    nextBetStop: bigint('next_bet_stop', { mode: 'number' }),
    /** Set when the match is settled: how each outcome resolved. */
    results: json('results').$type<StoredResults>(),
    /** Grows by one on every change; realtime updates carry it so clients drop stale ones. */
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.marketId, t.specifier] }),
    check('markets_status_check', sql`${t.status} between -4 and 1`),
  ],
);

/** Provider on/off switches (settings.provider_statuses). */
export const providers = pgTable('providers', {
  provider: text('provider').$type<Provider>().primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: updatedAt(),
});
