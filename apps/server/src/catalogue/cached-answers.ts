/**
 * The hot catalogue reads as cached, serialized answers (answer-cache.ts): match lists, one match, a match's
 * markets, counters, the sports, categories and tournaments lists. A GET answer is keyed by what it depends on
 * in the request, its locale and raw URL (`answerKey`; the same query spelt otherwise is another key, which costs
 * a computation, never a wrong answer), POST /counters by its parsed body; each names what it depends on in the
 * database, so a feed tick that moves one match's odds leaves the other lists served from memory. None of these
 * answers depends on who asks (GET /matches with `favourite` for a signed-in player is not cached, see its
 * route), so one serves every player.
 *
 * Serialization: with `check` (tests) an answer goes through its zod schema like any response; without it the
 * already-typed value is stringified as it is (the zod encode of an 87 KB list is ~12% of a miss's CPU). The
 * cached-answers tests hold the two to the same bytes.
 */
import {
  CategoriesResponseSchema,
  type CountersBody,
  CountersResponseSchema,
  type Locale,
  type MarketsQuery,
  MarketsResponseSchema,
  type MatchesQuery,
  MatchesResponseSchema,
  MatchSchema,
  SportsResponseSchema,
  TournamentsResponseSchema,
} from '@sportsbook/contract';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { ApiError, notFound } from '../lib/api-error.js';
import { type AnswerCache, type CachedAnswer, EVERYTHING } from './answer-cache.js';
import type { CatalogueChanges } from './catalogue-changes.js';
import { countMatches } from './count-matches.js';
import { listMarkets } from './list-markets.js';
import { getMatch, listMatches } from './list-matches.js';
import { listCategories, listSports, listTournaments } from './list-sports.js';
import { filterOfCountersBody, filterOfMatchesQuery } from './match-filter.js';
import { ResolveResponseSchema, resolveSlug } from './resolve-slug.js';

/** Which matches a filter selects and in what order (statuses, start times...; not odds). */
const LISTS = 'lists';
/** matches.bets_count, a sort key. */
export const BETS_COUNT = 'bets_count';
/** One match's row and markets. */
const matchDependency = (id: number) => `match:${id}`;

/** The dependencies a committed tick changed. */
export function dependenciesOf(changes: CatalogueChanges): string[] {
  const out = new Set<string>();
  if (changes.repositioned.length > 0 || changes.statuses.length > 0 || changes.added.length > 0)
    out.add(LISTS);
  for (const { match } of changes.matches) out.add(matchDependency(match.id));
  for (const { matchId } of changes.statuses) out.add(matchDependency(matchId));
  for (const { matchId } of changes.markets) out.add(matchDependency(matchId));
  for (const { matchId } of changes.settled) out.add(matchDependency(matchId));
  return [...out];
}

/** The cache key of a GET request: its locale and raw URL (path and query string as sent). */
export const answerKey = (request: { locale: Locale; url: string }) => `GET ${request.locale} ${request.url}`;

/** Options of {@link createCachedAnswers}. */
export interface CachedAnswersOptions {
  /** Parse every answer with its zod schema before sending it (what the route serializer does in tests). */
  check: boolean;
}

/** The cached reads over `db` and `cache`. */
export function createCachedAnswers(db: Db, cache: AnswerCache, options: CachedAnswersOptions) {
  const bytesOf = <S extends z.ZodType>(schema: S, value: z.output<S>): Buffer =>
    Buffer.from(JSON.stringify(options.check ? schema.encode(value) : value));
  return {
    /** The kept answer of a GET request (see {@link answerKey}) if it is fresh. */
    peek: (key: string) => cache.peek(key),

    /** GET /matches. */
    matches(key: string, locale: Locale, query: MatchesQuery): Promise<CachedAnswer> {
      return cache.answer(key, async () => {
        const answer = await listMatches(db, locale, filterOfMatchesQuery(query, null), {
          sortBy: query.sort_by,
          maxPerSport: query.max_per_sport,
          page: query.page,
          limit: query.limit,
        });
        const sortsByBets = query.sort_by?.some((s) => s.startsWith('bets_count.')) ?? false;
        return {
          body: bytesOf(MatchesResponseSchema, answer),
          dependsOn: [
            LISTS,
            ...answer.data.map((m) => matchDependency(m.id)),
            ...(sortsByBets ? [BETS_COUNT] : []),
          ],
        };
      });
    },

    /** GET /matches/:id (404 not_found for an unknown id; not kept). */
    match(key: string, locale: Locale, id: number): Promise<CachedAnswer> {
      return cache.answer(key, async () => {
        const match = await getMatch(db, locale, id);
        if (!match) throw notFound('match', id);
        return { body: bytesOf(MatchSchema, match), dependsOn: [matchDependency(id)] };
      });
    },

    /** GET /matches/:id/markets (404 for an unknown match). */
    markets(key: string, locale: Locale, id: number, query: MarketsQuery): Promise<CachedAnswer> {
      return cache.answer(key, async () => {
        const match = await getMatch(db, locale, id);
        if (!match) throw notFound('match', id);
        const answer = await listMarkets(
          db,
          locale,
          { id, urnId: match.urn_id },
          { groupKeys: query.group_key, marketIds: query.market_id, page: query.page, limit: query.limit },
        );
        return { body: bytesOf(MarketsResponseSchema, answer), dependsOn: [matchDependency(id)] };
      });
    },

    /** POST /counters: the same for every locale. */
    counters(body: CountersBody | null | undefined): Promise<CachedAnswer> {
      return cache.answer(`POST /counters ${JSON.stringify(body ?? null)}`, async () => {
        const answer = await countMatches(db, filterOfCountersBody(body));
        return { body: bytesOf(CountersResponseSchema, answer), dependsOn: [LISTS] };
      });
    },

    /** GET /sports: changes only with a world load. */
    sports(key: string, locale: Locale): Promise<CachedAnswer> {
      return cache.answer(key, async () => ({
        body: bytesOf(SportsResponseSchema, { data: await listSports(db, locale) }),
        dependsOn: [EVERYTHING],
      }));
    },

    /** GET /categories: changes only with a world load. */
    categories(key: string, locale: Locale, sportIds: number[] | undefined): Promise<CachedAnswer> {
      return cache.answer(key, async () => ({
        body: bytesOf(CategoriesResponseSchema, { data: await listCategories(db, locale, { sportIds }) }),
        dependsOn: [EVERYTHING],
      }));
    },

    /**
     * GET /resolve (404 when the slug names nothing; not kept). Changes only with a world load: names and slugs
     * of sports, categories, leagues and matches are set when they are created, whatever happens to them later.
     */
    resolve(key: string, locale: Locale, sport: string, slug: string): Promise<CachedAnswer> {
      return cache.answer(key, async () => {
        const resolved = await resolveSlug(db, locale, sport, slug);
        if (!resolved) throw new ApiError(404, 'not_found', `nothing named ${slug} under ${sport}`);
        return { body: bytesOf(ResolveResponseSchema, resolved), dependsOn: [EVERYTHING] };
      });
    },

    /** GET /tournaments: changes only with a world load. */
    tournaments(
      key: string,
      locale: Locale,
      filter: { sportIds?: number[]; categoryIds?: number[] },
    ): Promise<CachedAnswer> {
      return cache.answer(key, async () => ({
        body: bytesOf(TournamentsResponseSchema, { data: await listTournaments(db, locale, filter) }),
        dependsOn: [EVERYTHING],
      }));
    },
  };
}

/** See {@link createCachedAnswers}. */
export type CachedAnswers = ReturnType<typeof createCachedAnswers>;
