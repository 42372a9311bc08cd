/**
 * A player's favourites (matches, tournaments, sports, categories): ids that must name a catalogue row; listed
 * oldest first, matches optionally narrowed to some statuses or to those that can (not) be bet on.
 */
import type { FavouriteKind } from '@sportsbook/contract';
import { type EventStatus, isBettableStatus } from '@sportsbook/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { categories, favourites, matches, sports, tournaments } from '../../db/schema/index.js';
import { notFound } from '../../lib/api-error.js';

const TABLES: Record<FavouriteKind, { table: PgTable; id: PgColumn; name: string }> = {
  matches: { table: matches, id: matches.id, name: 'match' },
  tournaments: { table: tournaments, id: tournaments.id, name: 'tournament' },
  sports: { table: sports, id: sports.id, name: 'sport' },
  categories: { table: categories, id: categories.id, name: 'category' },
};

/** Filters of a favourites list; they apply to matches only. */
export interface FavouriteFilter {
  matchStatus?: EventStatus[];
  isBettable?: boolean;
}

/** The player's favourite ids of `type`. */
export async function listFavourites(
  db: Db,
  userId: string,
  type: FavouriteKind,
  filter: FavouriteFilter = {},
): Promise<number[]> {
  const rows = await db
    .select({ id: favourites.targetId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.type, type)))
    .orderBy(asc(favourites.createdAt), asc(favourites.targetId));
  const ids = rows.map((r) => r.id);
  if (type !== 'matches' || ids.length === 0 || (!filter.matchStatus && filter.isBettable === undefined))
    return ids;
  const statuses = await db
    .select({ id: matches.id, status: matches.status })
    .from(matches)
    .where(inArray(matches.id, ids));
  const statusOf = new Map(statuses.map((m) => [m.id, m.status]));
  return ids.filter((id) => {
    const status = statusOf.get(id);
    if (status === undefined) return false;
    if (filter.matchStatus && !filter.matchStatus.includes(status)) return false;
    return filter.isBettable === undefined || isBettableStatus(status) === filter.isBettable;
  });
}

/** Adds a favourite (idempotent); 404 when `id` names no row of that type. */
export async function addFavourite(db: Db, userId: string, type: FavouriteKind, id: number): Promise<void> {
  const { table, id: column, name } = TABLES[type];
  const [exists] = await db.select({ id: column }).from(table).where(eq(column, id));
  if (!exists) throw notFound(name, id);
  await db.insert(favourites).values({ userId, type, targetId: id }).onConflictDoNothing();
}

/** Removes a favourite; 404 when the player did not have it. */
export async function removeFavourite(
  db: Db,
  userId: string,
  type: FavouriteKind,
  id: number,
): Promise<void> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.type, type), eq(favourites.targetId, id)))
    .returning({ id: favourites.targetId });
  if (removed.length === 0) throw notFound(`favourite ${TABLES[type].name}`, id);
}
