/**
 * POST /bets/max-stake: the largest total stake the book takes on each bet now: the currency's stake limit, or
 * less when a bigger stake would win more than the maximum win; 0 for a bet that cannot be placed as it is. With
 * it the least: the currency's minimum stake per line times the bet's lines (what check-bets refuses below).
 */
import {
  lineCount,
  maxWinFor,
  money,
  type PlaceBetsRequest,
  potentialWin,
  type StakeLimit,
  stakeForPotentialWin,
  type TicketEntry,
} from '@sportsbook/domain';
import type { Db } from '../../db/client.js';
import { loadCatalogueView, selectionRefsOf } from '../current-selections.js';
import { stakeLimits } from '../demo-rates.js';
import type { Pricing } from '../pricing.js';
import { quoteCustomBet } from './quote-custom-bet.js';
import { betTypeOf, systemTypeOf, ticketEntryOf } from './ticket-entry.js';

const UNCAPPED = money(Number.MAX_SAFE_INTEGER);

/** The largest stake per line whose win stays within the cap. */
function perLineWithinCap(entry: TicketEntry): number {
  const cap = maxWinFor(entry.subunits);
  const stake = stakeForPotentialWin(entry, cap, UNCAPPED);
  if (stake === 0) return 0;
  const win = potentialWin({ ...entry, stake }, UNCAPPED).amount;
  return win > cap ? stake - 1 : stake;
}

/**
 * The stake limits of each bet of `request`, in order; a bet with a selection of a provider the operator has
 * switched off (the site's provider statuses, which `pricing` carries) gets none, as placing it would be refused.
 */
export async function maxStakes(db: Db, pricing: Pricing, request: PlaceBetsRequest): Promise<StakeLimit[]> {
  const refs = selectionRefsOf(request);
  const view = await loadCatalogueView(db, refs, pricing.operatorProviders);
  return request.bets.map((bet) => {
    const limits = stakeLimits(bet.stake.currency);
    const system = systemTypeOf(bet);
    if (betTypeOf(bet) === 'system' && system === null) return { min: limits.min, max: money(0) };
    const lines = system ? lineCount(system) : 1;
    const range = (max: number) => ({ min: money(limits.min * lines), max: money(max) });
    const entry = ticketEntryOf(bet, view, 'any', { lines, customOdds: null });
    if (entry.selections.some((s) => s.isSuspended || s.isNotAvailable)) return range(0);
    if (entry.betType === 'custom_bet') {
      const quote = quoteCustomBet(entry.selections[0]?.matchId ?? 0, entry.selections, view, pricing);
      if (!quote.ok) return range(0);
      entry.customOdds = quote.odds;
    }
    const byWin = perLineWithinCap(entry) * lines;
    // Rounded down to whole lines, so the stake divides into equal stakes per line.
    return range(Math.floor(Math.min(limits.max, byWin) / lines) * lines);
  });
}
