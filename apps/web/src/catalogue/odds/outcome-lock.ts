/**
 * When an outcome cannot be picked (spec core-betting §4 "Odds refresh on selections"): its market is not open,
 * the outcome is inactive, its provider is switched off, or the match is no longer bettable.
 */
import type { Market, Match, Outcome } from '@sportsbook/contract';
import { isBettableStatus, MarketStatus } from '@sportsbook/domain';

/** True when a bettor cannot pick `outcome` of `market` right now. */
export function isOutcomeLocked(
  market: Pick<Market, 'status'>,
  outcome: Pick<Outcome, 'active'>,
  context: { providerEnabled: boolean; matchStatus: Match['status'] },
): boolean {
  return (
    market.status !== MarketStatus.allowed ||
    !outcome.active ||
    !context.providerEnabled ||
    !isBettableStatus(context.matchStatus)
  );
}
