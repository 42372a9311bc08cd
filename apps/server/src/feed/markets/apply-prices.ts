/**
 * Writes model probabilities into a match's markets as odds with margin, decides each market's status, and
 * moves the most-balanced flag. Reports whether anything a bettor sees changed, so only real changes are sent.
 */
import { MarketStatus } from '@sportsbook/domain';
import { applyMargin } from '../pricing/margin.js';
import type { FeedMarket } from '../types.js';
import { marginOf } from './market-types.js';

/** How the markets of a match are to be priced. */
export interface PriceOptions {
  live: boolean;
  /** A dangerous moment or a score check: open markets are shown suspended. */
  suspended: boolean;
}

const CLOSED: ReadonlySet<MarketStatus> = new Set([MarketStatus.settled, MarketStatus.cancelled]);

/**
 * Prices every market from its outcomes' true probabilities (same order as the markets and their outcomes).
 * Settled and cancelled markets are left alone. A market with fewer than two outcomes worth offering is
 * deactivated: it is decided (over 0.5 after a goal) or too lopsided to quote.
 */
export function applyPrices(
  markets: readonly FeedMarket[],
  probabilities: readonly number[][],
  options: PriceOptions,
) {
  markets.forEach((market, i) => {
    if (CLOSED.has(market.status)) return;
    const probs = probabilities[i] ?? [];
    const { odds, active, open } = applyMargin(probs, marginOf(market.marketId, options.live));
    market.status = !open
      ? MarketStatus.deactivated
      : options.suspended
        ? MarketStatus.suspended
        : MarketStatus.allowed;
    market.outcomes.forEach((outcome, j) => {
      outcome.odds = odds[j] ?? outcome.odds;
      outcome.active = open && (active[j] ?? false);
      outcome.probability = Math.round((probs[j] ?? 0) * 1e6) / 1e6;
    });
  });
  markMostBalanced(markets);
}

/** Suspends every open market (a dangerous moment); their prices stay until the next pricing. */
export function suspendMarkets(markets: readonly FeedMarket[]): void {
  for (const market of markets)
    if (market.status === MarketStatus.allowed) market.status = MarketStatus.suspended;
}

/** Closes every market of a finished match; results travel in the match_settled event. */
export function closeMarkets(markets: readonly FeedMarket[]): void {
  for (const market of markets) {
    market.status = MarketStatus.settled;
    for (const outcome of market.outcomes) outcome.active = false;
  }
}

/**
 * Per market type, flags the line whose outcomes are closest to even (open lines first). Types with a single
 * line are always the most balanced.
 */
function markMostBalanced(markets: readonly FeedMarket[]): void {
  const best = new Map<number, { market: FeedMarket; score: number }>();
  for (const market of markets) {
    const n = market.outcomes.length;
    let imbalance = 0;
    for (const o of market.outcomes) imbalance = Math.max(imbalance, Math.abs(o.probability - 1 / n));
    const score =
      imbalance +
      (market.status === MarketStatus.allowed || market.status === MarketStatus.suspended ? 0 : 10);
    const known = best.get(market.marketId);
    if (!known || score < known.score) best.set(market.marketId, { market, score });
  }
  for (const market of markets) market.mostBalanced = best.get(market.marketId)?.market === market;
}

/** A short fingerprint of what a bettor sees of a market, to tell whether it changed since last sent. */
export function marketSignature(market: FeedMarket): string {
  let text = `${market.status}|${market.mostBalanced ? 1 : 0}`;
  for (const o of market.outcomes) text += `|${o.odds}${o.active ? '' : '!'}`;
  return text;
}
