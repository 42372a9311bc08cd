/** A stored market row as the contract's Market, in the request locale. */
import type { Locale, Market } from '@sportsbook/contract';
import { type DecimalOdds, ODDS_SCALE } from '@sportsbook/domain';
import type { markets } from '../db/schema/index.js';
import { pickName } from './names.js';

/** A row of the markets table. */
type MarketRowRead = typeof markets.$inferSelect;
/** The columns of a market row that its answer shows. */
export type MarketFields = Omit<MarketRowRead, 'results' | 'updatedAt'>;

/** Maps a market row; odds go from integer units back to decimal odds here. */
export function toMarket(row: MarketFields, matchUrnId: string, locale: Locale): Market {
  return {
    match_urn_id: matchUrnId,
    id: row.marketId,
    name: pickName(row.names, locale),
    status: row.status,
    specifier: row.specifier,
    outcomes: row.outcomes.map((o) => ({
      id: o.id,
      name: pickName(o.names, locale),
      active: o.active,
      odds: (o.odds / ODDS_SCALE) as DecimalOdds,
    })),
    market_groups: row.groups,
    priority: row.priority,
    most_balanced: row.mostBalanced,
    next_bet_stop: row.nextBetStop,
    custom_bet_groups: row.customBetGroups,
    provider: row.provider,
    version: row.version,
  };
}
