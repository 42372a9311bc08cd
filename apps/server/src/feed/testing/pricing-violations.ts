/**
 * The properties every market must keep, whatever the world or the moment, as a list of violations. Plain
 * checks rather than `expect` per outcome: the feed tests look at hundreds of thousands of prices.
 */
import { marginOf, marketType } from '../markets/market-types.js';
import type { FeedMarket } from '../types.js';

/** How far the implied probabilities may stray from 1 + margin: odds rounding and the 1.01 floor. */
const IMPLIED_TOLERANCE = 0.02;

/**
 * Every odds value is above 1 with at most 3 fraction digits; the true probabilities of a quoted market add up
 * to its coverage (2 for double chance) and its offered odds imply 1 + margin of the offered probability.
 */
export function pricingViolations(market: FeedMarket, live: boolean): string[] {
  const where = `${market.matchId}/${market.marketId}/${market.specifier}`;
  const problems: string[] = [];
  for (const outcome of market.outcomes) {
    if (!(outcome.odds > 1)) problems.push(`${where}: odds ${outcome.odds} at or below 1`);
    if (Math.round(outcome.odds * 1000) / 1000 !== outcome.odds)
      problems.push(`${where}: odds ${outcome.odds}`);
  }
  if (market.status !== 1 && market.status !== -1) return problems;
  const coverage = marketType(market.marketId).kind === 'double_chance' ? 2 : 1;
  const probability = market.outcomes.reduce((sum, o) => sum + o.probability, 0);
  if (Math.abs(probability - coverage) > 1e-4)
    problems.push(`${where}: probabilities add up to ${probability}`);
  const offered = market.outcomes.filter((o) => o.active);
  const implied = offered.reduce((sum, o) => sum + 1 / o.odds, 0);
  const target = (1 + marginOf(market.marketId, live)) * offered.reduce((sum, o) => sum + o.probability, 0);
  if (Math.abs(implied - target) > IMPLIED_TOLERANCE)
    problems.push(`${where}: implied ${implied}, want ${target}`);
  return problems;
}
