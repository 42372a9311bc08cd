/**
 * GET /matches: one page of matches under the filters and sort order, each with its main and secondary market.
 * `max_per_sport` ranks matches within each sport in the requested order and keeps the first N before paging.
 */
import { type Locale, type Match, type Pagination, paginationOf } from '@sportsbook/contract';
import type { SortBy } from '@sportsbook/domain';
import { and, count, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, matches, sports, tournaments } from '../db/schema/index.js';
import { type MatchFilter, whereOf } from './match-filter.js';
import { loadMatchMarkets } from './match-markets.js';
import { orderOf } from './match-order.js';
import { selectMatches, toMatch } from './match-rows.js';

/** A page request. */
export interface MatchPage {
  sortBy?: SortBy[];
  maxPerSport?: number;
  page: number;
  limit: number;
}

/** Restricts `where` to the first `max` matches of each sport in `order`. */
function firstPerSport(db: Db, where: SQL | undefined, order: SQL[], max: number): SQL | undefined {
  const ranked = db
    .select({
      id: matches.id,
      rank: sql<number>`row_number() over (partition by ${matches.sportId} order by ${sql.join(order, sql`, `)})`.as(
        'rank',
      ),
    })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .innerJoin(categories, eq(categories.id, matches.categoryId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(where)
    .as('ranked');
  return and(
    where,
    inArray(matches.id, db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, max))),
  );
}

/** One page of matches with pagination. */
export async function listMatches(
  db: Db,
  locale: Locale,
  filter: MatchFilter,
  page: MatchPage,
): Promise<{ data: Match[]; pagination: Pagination }> {
  const order = orderOf(page.sortBy);
  const base = whereOf(filter);
  const where = page.maxPerSport ? firstPerSport(db, base, order, page.maxPerSport) : base;
  const [total] = await db
    .select({ n: count() })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .innerJoin(categories, eq(categories.id, matches.categoryId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(where);
  const rows = await selectMatches(db)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const chosen = await loadMatchMarkets(
    db,
    rows.map((r) => r.match),
    locale,
  );
  return {
    data: rows.map((r) => toMatch(r, chosen.get(r.match.id), locale)),
    pagination: paginationOf(total?.n ?? 0, page.page, page.limit),
  };
}

/** One match by id, or null. */
export async function getMatch(db: Db, locale: Locale, id: number): Promise<Match | null> {
  const { data } = await listMatches(db, locale, { ids: [id] }, { page: 1, limit: 1 });
  return data[0] ?? null;
}
