/**
 * The catalogue as one object bound to a database: what the catalogue plugin decorates the app with and what
 * routes and the feed plugin call. Each method is a function of this folder; see README.md. The writes go
 * through here so that the answer cache hears of every committed change (`answers` are the cached reads).
 */
import type { Locale, SearchQuery } from '@sportsbook/contract';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { matches } from '../db/schema/index.js';
import type { FeedEvent, World } from '../feed/types.js';
import { type AnswerCacheOptions, createAnswerCache, EVERYTHING } from './answer-cache.js';
import { applyFeedEvents } from './apply-feed-events.js';
import { BETS_COUNT, createCachedAnswers, dependenciesOf } from './cached-answers.js';
import { competitorLogo } from './competitor-logo.js';
import { countBets } from './count-bets.js';
import { countMatches } from './count-matches.js';
import { getSettings } from './get-settings.js';
import { listMarkets, type MarketsRequest } from './list-markets.js';
import { getMatch, listMatches, type MatchPage } from './list-matches.js';
import { listCategories, listSports, listTournaments } from './list-sports.js';
import { loadWorld } from './load-world.js';
import type { MatchFilter } from './match-filter.js';
import { searchCatalogue } from './search-catalogue.js';

export { EVERYTHING } from './answer-cache.js';
export type { CatalogueChanges } from './apply-feed-events.js';
export { publicationsOf } from './publications.js';

/** Options of {@link createCatalogue}. */
export interface CatalogueOptions {
  /** Parse cached answers with their zod schemas; on under NODE_ENV=test (vitest sets it), so drift fails tests. */
  checkAnswers?: boolean;
  cache?: AnswerCacheOptions;
}

/** The catalogue over `db`. */
export function createCatalogue(db: Db, options: CatalogueOptions = {}) {
  const cache = createAnswerCache(options.cache);
  const check = options.checkAnswers ?? process.env.NODE_ENV === 'test';
  const listeners: ((keys: readonly string[]) => void)[] = [];
  /** This process committed a change: its cache, then whoever tells the other instances (plugins/cache-bus.ts). */
  const changedHere = (keys: readonly string[]) => {
    if (keys.length === 0) return;
    cache.changed(keys);
    for (const listener of listeners) listener(keys);
  };
  /** Runs a write, then tells the cache what it changed (everything when it failed: it may have committed). */
  const writing = async <T>(write: () => Promise<T>, changed: (result: T) => string[]): Promise<T> => {
    let result: T;
    try {
      result = await write();
    } catch (error) {
      changedHere([EVERYTHING]);
      throw error;
    }
    changedHere(changed(result));
    return result;
  };
  return {
    /** The cached reads (answers serialized once per change). */
    answers: createCachedAnswers(db, cache, { check }),
    cacheStats: () => cache.stats(),
    /** Hears the dependencies of every change this process commits (after its own cache dropped them). */
    onChange: (listener: (keys: readonly string[]) => void) => {
      listeners.push(listener);
    },
    /** A change another instance committed (heard through the broker): drops what depends on it here. */
    changedElsewhere: (keys: readonly string[]) => cache.changed(keys),
    listSports: (locale: Locale) => listSports(db, locale),
    listCategories: (locale: Locale, sportIds?: number[]) => listCategories(db, locale, { sportIds }),
    getCategory: async (locale: Locale, id: number) =>
      (await listCategories(db, locale, { ids: [id] }))[0] ?? null,
    listTournaments: (locale: Locale, filter: { sportIds?: number[]; categoryIds?: number[] }) =>
      listTournaments(db, locale, filter),
    getTournament: async (locale: Locale, id: number) =>
      (await listTournaments(db, locale, { ids: [id] }))[0] ?? null,
    listMatches: (locale: Locale, filter: MatchFilter, page: MatchPage) =>
      listMatches(db, locale, filter, page),
    getMatch: (locale: Locale, id: number) => getMatch(db, locale, id),
    listMarkets: (locale: Locale, match: { id: number; urn_id: string }, request: MarketsRequest) =>
      listMarkets(db, locale, { id: match.id, urnId: match.urn_id }, request),
    countMatches: (filter: MatchFilter) => countMatches(db, filter),
    search: (locale: Locale, query: SearchQuery) => searchCatalogue(db, locale, query),
    getSettings: () => getSettings(db),
    competitorLogo: (id: number) => competitorLogo(db, id),
    /** True when no match has been loaded yet. */
    isEmpty: async () => ((await db.select({ n: count() }).from(matches))[0]?.n ?? 0) === 0,
    loadWorld: (world: World, options?: Parameters<typeof loadWorld>[2]) =>
      writing(
        () => loadWorld(db, world, options),
        () => [EVERYTHING],
      ),
    applyFeedEvents: (events: readonly FeedEvent[], also?: Parameters<typeof applyFeedEvents>[2]) =>
      writing(() => applyFeedEvents(db, events, also), dependenciesOf),
    /** Counts placed bets on their matches (after the bets committed). */
    countBets: (matchIds: readonly number[]) =>
      writing(
        () => countBets(db, matchIds),
        () => (matchIds.length > 0 ? [BETS_COUNT] : []),
      ),
  };
}

/** See {@link createCatalogue}. */
export type Catalogue = ReturnType<typeof createCatalogue>;
