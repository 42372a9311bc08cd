/** GET /matches/:id/markets: a page of one match's markets, not-allowed ones (status 0) left out. */
import { type Locale, type Market, type Pagination, paginationOf } from '@sportsbook/contract';
import { and, arrayOverlaps, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { markets } from '../db/schema/index.js';
import { toMarket } from './market-view.js';

/** Filters and page of a markets request. */
export interface MarketsRequest {
  groupKeys?: string[];
  marketIds?: number[];
  page: number;
  limit: number;
}

/** The markets of `match` by priority, then in the feed's order (market type, then line). */
export async function listMarkets(
  db: Db,
  locale: Locale,
  match: { id: number; urnId: string },
  request: MarketsRequest,
): Promise<{ data: Market[]; pagination: Pagination }> {
  const where = and(
    eq(markets.matchId, match.id),
    ne(markets.status, 0),
    request.groupKeys ? arrayOverlaps(markets.groups, request.groupKeys) : undefined,
    request.marketIds ? inArray(markets.marketId, request.marketIds) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(markets).where(where);
  const rows = await db
    .select()
    .from(markets)
    .where(where)
    .orderBy(asc(markets.priority), asc(markets.feedOrder), asc(markets.marketId), asc(markets.specifier))
    .limit(request.limit)
    .offset((request.page - 1) * request.limit);
  return {
    data: rows.map((r) => toMarket(r, match.urnId, locale)),
    pagination: paginationOf(total?.n ?? 0, request.page, request.limit),
  };
}
