/**
 * The bet builder's side of the catalogue: GET /bets/custom/markets/:matchId lists the markets a custom bet can
 * combine, POST /bets/custom/odds prices chosen legs together.
 */
import type { CustomOddsRequest, Locale, Market } from '@sportsbook/contract';
import type { DecimalOdds } from '@sportsbook/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { toMarket } from '../../catalogue/market-view.js';
import type { Db } from '../../db/client.js';
import { markets, matches } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../lib/api-error.js';
import { loadCatalogueView } from '../current-selections.js';
import { quoteCustomBet } from '../place/quote-custom-bet.js';
import type { Pricing } from '../pricing.js';
import { isCombinableLine } from './joint-price.js';

async function matchUrn(db: Db, matchId: number): Promise<string> {
  const [match] = await db.select({ urnId: matches.urnId }).from(matches).where(eq(matches.id, matchId));
  if (!match) throw notFound('match', matchId);
  return match.urnId;
}

/** The match's markets that have bet-builder groups, not "not allowed", on lines that cannot be refunded. */
export async function customBetMarkets(db: Db, locale: Locale, matchId: number): Promise<Market[]> {
  const urnId = await matchUrn(db, matchId);
  const rows = await db
    .select()
    .from(markets)
    .where(
      and(
        eq(markets.matchId, matchId),
        ne(markets.status, 0),
        sql`cardinality(${markets.customBetGroups}) > 0`,
      ),
    )
    .orderBy(asc(markets.priority), asc(markets.feedOrder), asc(markets.marketId), asc(markets.specifier));
  return rows.filter((r) => isCombinableLine(r.marketId, r.specifier)).map((r) => toMarket(r, urnId, locale));
}

/**
 * The price of `request`'s legs together. 422 incompatible_selections when they cannot go in one custom bet
 * (two outcomes of one market, legs that cannot all win, closed markets, different parts of the match);
 * 422 custom_bet_unavailable when the match has no model to price from.
 */
export async function customBetOdds(
  db: Db,
  pricing: Pricing,
  request: CustomOddsRequest,
): Promise<DecimalOdds> {
  await matchUrn(db, request.match_id);
  const legs = request.selections.map((s) => ({
    matchId: request.match_id,
    marketId: s.market_id,
    specifier: s.specifier,
    outcomeId: s.outcome_id,
  }));
  const view = await loadCatalogueView(db, legs, pricing.operatorProviders);
  const quote = quoteCustomBet(request.match_id, legs, view, pricing);
  if (quote.ok) return quote.odds;
  if (quote.kind === 'unavailable') throw new ApiError(422, 'custom_bet_unavailable', quote.detail);
  throw new ApiError(422, 'incompatible_selections', quote.detail);
}
