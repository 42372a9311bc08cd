/**
 * GET /bets and GET /bets/stats: a player's bets newest first, filtered like my bets (a status list, or the list
 * and result filters of the domain), and the stakes and returns of a period.
 */
import type { BetResponse, BetStatsResponse, BetsQuery, Locale, Pagination } from '@sportsbook/contract';
import { paginationOf } from '@sportsbook/contract';
import {
  type BetState,
  EXCLUDED_BET_STATES,
  type Money,
  RESULTS_BY_FILTER,
  statusesFor,
} from '@sportsbook/domain';
import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bets } from '../../db/schema/index.js';
import type { Pricing } from '../pricing.js';
import { presentBets, withSelections } from './present-bets.js';

/** The length of the default stats period. */
const STATS_DEFAULT_DAYS = 30;

function statesOf(query: BetsQuery): BetState[] {
  const listed = statusesFor(query.filter ?? 'all');
  if (!query.status) return listed;
  return query.status.filter((s) => !EXCLUDED_BET_STATES.includes(s));
}

/** A page of the player's bets in `currency`, as my bets lists them. */
export async function listBets(
  db: Db,
  pricing: Pricing,
  player: { id: string; currency: string },
  query: BetsQuery,
  locale: Locale,
): Promise<{ data: BetResponse[]; pagination: Pagination }> {
  const results = query.result && query.result !== 'all' ? RESULTS_BY_FILTER[query.result] : null;
  const where = and(
    eq(bets.userId, player.id),
    inArray(bets.status, statesOf(query)),
    results ? inArray(bets.result, [...results]) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(bets).where(where);
  const rows = await db
    .select()
    .from(bets)
    .where(where)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const data = await presentBets(db, pricing, await withSelections(db, rows), locale);
  return { data, pagination: paginationOf(total?.n ?? 0, query.page, query.limit) };
}

/**
 * Stakes of the bets placed in the period (rejected ones left out: their stake went back) and what bets of the
 * period paid (wins, refunds, cashouts), in the player's currency.
 */
export async function betStats(
  db: Db,
  player: { id: string; currency: string },
  period: { from?: Date; to?: Date },
): Promise<BetStatsResponse> {
  const to = period.to ?? new Date();
  const from = period.from ?? new Date(to.getTime() - STATS_DEFAULT_DAYS * 86_400_000);
  const [row] = await db
    .select({
      stakes: sql<string>`coalesce(sum(${bets.stake}), 0)`,
      wins: sql<string>`coalesce(sum(${bets.winAmount}), 0)`,
    })
    .from(bets)
    .where(
      and(
        eq(bets.userId, player.id),
        eq(bets.currency, player.currency),
        ne(bets.status, 'rejected'),
        gte(bets.createdAt, from),
        lt(bets.createdAt, to),
      ),
    );
  return {
    bets_sum: Number(row?.stakes ?? 0) as Money,
    wins_sum: Number(row?.wins ?? 0) as Money,
    period: { from: from.toISOString(), to: to.toISOString() },
  };
}
