/**
 * The bet builder's price: the chance that every leg of one match wins together, summed over the model's joint
 * distribution of that scope's final score, then a margin. Legs of one match are not independent (a home win and
 * over 2.5 goals go together), so the product of their odds would misprice them. Pure: the caller gets the
 * distribution from the feed's pricing (`scopeDistribution`).
 */

import { MARKET_TYPES, type MarketKind, marketType } from '../../feed/markets/market-types.js';
import { LOSE, ruleFor, settleInto, WIN } from '../../feed/markets/outcome-rules.js';
import type { ScopeDistribution } from '../../feed/pricing/distribution.js';
import { MAX_ODDS, MIN_PROBABILITY, roundOdds } from '../../feed/pricing/margin.js';
import { CUSTOM_BET_MARGIN } from '../constants.js';

/** One leg: an outcome of a market line, with the line's outcome ids (the rule needs them). */
export interface CustomLeg {
  marketId: number;
  specifier: string;
  outcomeId: string;
  outcomeIds: readonly string[];
}

/** A price, or why the legs cannot be priced together. */
export type JointPrice =
  | { ok: true; probability: number; odds: number }
  | { ok: false; reason: 'same_market' | 'refundable' | 'impossible' | 'no_distribution' };

const LINE_KINDS: readonly MarketKind[] = ['total', 'home_total', 'away_total', 'handicap'];

/**
 * Whether a market line can be a leg: a known market type, not an outright, not draw-no-bet, and a total or handicap only on a half
 * line (x.5). Whole and quarter lines can be refunded in full or in half, which a price for "all legs win" does
 * not cover.
 */
export function isCombinableLine(marketId: number, specifier: string): boolean {
  const type = MARKET_TYPES.get(marketId);
  if (!type || type.kind === 'outright' || type.kind === 'draw_no_bet') return false;
  if (!LINE_KINDS.includes(type.kind)) return true;
  const line = Number(specifier.slice(specifier.indexOf('=') + 1));
  return Number.isFinite(line) && Math.abs((line * 2) % 2) === 1;
}

/**
 * P(every leg wins) on one scope's joint score distribution. Refuses two legs of one market line, a leg that can
 * be refunded on some score, and legs that cannot all win (below the feed's MIN_PROBABILITY).
 */
export function jointProbability(dist: ScopeDistribution, legs: readonly CustomLeg[]): JointPrice {
  const cells = dist.cells;
  if (!cells) return { ok: false, reason: 'no_distribution' };
  const lines = new Set(legs.map((l) => `${l.marketId}|${l.specifier}`));
  if (lines.size < legs.length) return { ok: false, reason: 'same_market' };
  const rules = legs.map((l) => ({
    rule: ruleFor(marketType(l.marketId).kind, l.specifier, l.outcomeIds),
    index: l.outcomeIds.indexOf(l.outcomeId),
    codes: new Uint8Array(l.outcomeIds.length),
  }));
  let probability = 0;
  for (const cell of cells) {
    let all = true;
    for (const r of rules) {
      settleInto(r.rule, cell.home, cell.away, r.codes);
      const code = r.codes[r.index];
      if (code !== WIN && code !== LOSE && cell.p > 0) return { ok: false, reason: 'refundable' };
      if (code !== WIN) all = false;
    }
    if (all) probability += cell.p;
  }
  if (probability < MIN_PROBABILITY) return { ok: false, reason: 'impossible' };
  return { ok: true, probability, odds: customBetOdds(probability) };
}

/**
 * Odds from a joint probability: fair odds 1 / p cut by CUSTOM_BET_MARGIN, on the feed's odds ladder and within
 * its bounds; never below 1.01 (a price that returns nothing is not offered).
 */
export function customBetOdds(probability: number): number {
  return Math.min(MAX_ODDS, roundOdds(1 / (probability * (1 + CUSTOM_BET_MARGIN))));
}
