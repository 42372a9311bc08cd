/**
 * The bet builder's quote for a set of legs of one match: the legs must be open markets of one bet-builder
 * group, on lines that cannot be refunded, priced together on the model's score distribution (pricing.joint).
 */
import type { DecimalOdds } from '@sportsbook/domain';
import type { CatalogueView, SelectionRef } from '../current-selections.js';
import { isCombinableLine } from '../custom-bet/joint-price.js';
import type { Pricing } from '../pricing.js';

/** A quote, or why there is none: `incompatible` legs cannot go together, `unavailable` the match has no model. */
export type CustomQuote =
  | { ok: true; odds: DecimalOdds; probability: number }
  | { ok: false; kind: 'incompatible' | 'unavailable'; detail: string };

const REASONS = {
  same_market: 'two selections of one market',
  refundable: 'a line that can be refunded',
  impossible: 'selections that cannot all win',
} as const;

/** Quotes `legs` (all of match `matchId`) from today's catalogue and model. */
export function quoteCustomBet(
  matchId: number,
  legs: readonly SelectionRef[],
  view: CatalogueView,
  pricing: Pricing,
): CustomQuote {
  if (legs.some((l) => l.matchId !== matchId)) return incompatible('selections of several matches');
  const groups = new Set<string>();
  const priced = [];
  for (const leg of legs) {
    const market = view.market(leg);
    if (!market || !view.isOpen(leg)) return incompatible(`${leg.marketId}/${leg.specifier} is not open`);
    if (market.customBetGroups.length === 0 || !isCombinableLine(leg.marketId, leg.specifier))
      return incompatible(`market ${leg.marketId} ${leg.specifier} is not in the bet builder`);
    for (const g of market.customBetGroups) groups.add(g);
    priced.push({ ...leg, outcomeIds: market.outcomes.map((o) => o.id) });
  }
  if (groups.size > 1) return incompatible('markets of different parts of the match');
  const price = pricing.joint(matchId, priced);
  if (price.ok) return { ok: true, odds: price.odds as DecimalOdds, probability: price.probability };
  if (price.reason === 'no_distribution')
    return { ok: false, kind: 'unavailable', detail: 'no bet builder for this match' };
  return incompatible(REASONS[price.reason]);
}

function incompatible(detail: string): CustomQuote {
  return { ok: false, kind: 'incompatible', detail };
}
