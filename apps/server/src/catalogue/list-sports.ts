/** GET /sports, /categories, /tournaments and their by-id forms: the catalogue tree, by priority. */
import type { Category, Locale, Sport, Tournament } from '@sportsbook/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, sports, tournaments } from '../db/schema/index.js';
import { pickName } from './names.js';

/** Every sport, or those matching `extra`; `first` is an ordering key before priority (search ranks with it). */
export async function listSports(db: Db, locale: Locale, extra?: SQL, first?: SQL): Promise<Sport[]> {
  const order = [asc(sports.priority), asc(sports.id)];
  const rows = await db
    .select()
    .from(sports)
    .where(extra)
    .orderBy(...(first ? [first, ...order] : order));
  return rows.map((s) => ({
    id: s.id,
    urn_id: s.urnId,
    key: s.key,
    name: pickName(s.names, locale),
    priority: s.priority,
    type: s.kind,
    provider: s.provider,
  }));
}

/** Categories, optionally of some sports or with some ids. */
export async function listCategories(
  db: Db,
  locale: Locale,
  filter: { sportIds?: number[]; ids?: number[] } = {},
): Promise<Category[]> {
  const rows = await db
    .select({ category: categories, sport: sports })
    .from(categories)
    .innerJoin(sports, eq(sports.id, categories.sportId))
    .where(
      and(
        filter.sportIds ? inArray(categories.sportId, filter.sportIds) : undefined,
        filter.ids ? inArray(categories.id, filter.ids) : undefined,
      ),
    )
    .orderBy(asc(sports.priority), asc(categories.priority), asc(categories.id));
  return rows.map(({ category: c, sport: s }) => ({
    id: c.id,
    slug: c.slug,
    name: pickName(c.names, locale),
    priority: c.priority,
    country_code: c.countryCode,
    type: s.kind,
    provider: s.provider,
    sport: { id: s.id, key: s.key, name: pickName(s.names, locale) },
  }));
}

/** Tournaments, optionally of some sports or categories, with some ids, or matching `extra`. */
export async function listTournaments(
  db: Db,
  locale: Locale,
  filter: {
    sportIds?: number[];
    categoryIds?: number[];
    ids?: number[];
    extra?: SQL;
    /** An ordering key before the usual one (priorities): search ranks name matches first. */
    first?: SQL;
    limit?: number;
  } = {},
): Promise<Tournament[]> {
  const query = db
    .select({ tournament: tournaments, category: categories, sport: sports })
    .from(tournaments)
    .innerJoin(categories, eq(categories.id, tournaments.categoryId))
    .innerJoin(sports, eq(sports.id, tournaments.sportId))
    .where(
      and(
        filter.sportIds ? inArray(tournaments.sportId, filter.sportIds) : undefined,
        filter.categoryIds ? inArray(tournaments.categoryId, filter.categoryIds) : undefined,
        filter.ids ? inArray(tournaments.id, filter.ids) : undefined,
        filter.extra,
      ),
    )
    .orderBy(
      ...(filter.first ? [filter.first] : []),
      asc(sports.priority),
      asc(categories.priority),
      asc(tournaments.priority),
      asc(tournaments.id),
    );
  const rows = await (filter.limit ? query.limit(filter.limit) : query);
  return rows.map(({ tournament: t, category: c, sport: s }) => ({
    id: t.id,
    urn_id: t.urnId,
    slug: t.slug,
    name: pickName(t.names, locale),
    priority: t.priority,
    type: t.type,
    category: { id: c.id, slug: c.slug, name: pickName(c.names, locale), country_code: c.countryCode },
    sport: { id: s.id, key: s.key, name: pickName(s.names, locale), type: s.kind },
    main_market_outcomes_count: t.mainMarketOutcomesCount,
    secondary_market_outcomes_count: t.secondaryMarketOutcomesCount,
  }));
}
