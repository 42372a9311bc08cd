/**
 * Comp points and status groups (GET /player/comp_points, /player/status_groups). One loyalty programme: a
 * point per 10 major units staked in a fiat currency (crypto stakes earn none: their unit values differ by
 * orders of magnitude and no exchange rates exist here). Points come from the ledger, so they are never out of
 * step with the bets.
 */
import { type CompPoints, CURRENCIES, type StatusGroupsResponse } from '@sportsbook/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accounts, ledgerEntries } from '../db/schema/index.js';

const PROGRAM = {
  id: 1,
  name: 'Sportsbook loyalty',
  status: 'active',
  writeable: false,
  min_persistent_comp_points: 0,
  max_persistent_comp_points: null,
};

const GROUPS = [
  { id: 1, name: 'Bronze', min_points: 0, max_points: 99 },
  { id: 2, name: 'Silver', min_points: 100, max_points: 499 },
  { id: 3, name: 'Gold', min_points: 500, max_points: 1999 },
  { id: 4, name: 'Platinum', min_points: 2000, max_points: null },
];

const MAJOR_UNITS_PER_POINT = 10;

/** The player's comp points. */
async function compPoints(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ currency: accounts.currency, staked: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(accounts.userId, userId),
        eq(ledgerEntries.kind, 'bet_stake'),
        inArray(
          accounts.currency,
          CURRENCIES.filter((c) => c.fiat).map((c) => c.code),
        ),
      ),
    )
    .groupBy(accounts.currency);
  let points = 0;
  for (const row of rows) {
    const subunits = CURRENCIES.find((c) => c.code === row.currency)?.subunits ?? 100;
    points += Math.floor(Number(row.staked) / subunits / MAJOR_UNITS_PER_POINT);
  }
  return Math.max(0, points);
}

/** GET /player/comp_points */
export async function compPointsView(db: Db, userId: string): Promise<CompPoints> {
  return { persistent_comp_points: await compPoints(db, userId), program: PROGRAM };
}

/** GET /player/status_groups: every group, the player's marked `current`. */
export async function statusGroupsView(db: Db, userId: string): Promise<StatusGroupsResponse> {
  const points = await compPoints(db, userId);
  return {
    points,
    data: GROUPS.map((g) => ({
      ...g,
      current: points >= g.min_points && (g.max_points === null || points <= g.max_points),
    })),
  };
}
