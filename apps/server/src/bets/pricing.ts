/**
 * True probabilities for cashout and the bet builder. With the feed's world at hand (the leader's feed, or a
 * follower's copy rebuilt from the database: `feedLeadership.current()`), outcomes are priced now from its model
 * (`priceMatch` on the match's current state); otherwise, and for matches the feed no longer holds, from the
 * probability stored with each outcome at its last repricing. A joint price (bet builder) needs the model's score
 * distribution, so it exists only while the world holds the match.
 */
import type { Provider } from '@sportsbook/domain';
import type { Feed } from '../feed/index.js';
import { marketType, priceMatch, scopeDistribution } from '../feed/index.js';
import type { MarketInfo, SelectionRef } from './current-selections.js';
import { type CustomLeg, type JointPrice, jointProbability } from './custom-bet/joint-price.js';

/** Where prices come from. */
export interface Pricing {
  /** The chance that the outcome wins, in 0..1; null when it cannot be priced. */
  probability(ref: SelectionRef, market: MarketInfo): number | null;
  /** The chance that every leg (all of one match) wins together, and its odds. */
  joint(matchId: number, legs: readonly CustomLeg[]): JointPrice;
  /**
   * The operator's provider switches (site settings `sportsbook.provider_statuses`): a provider switched off has
   * no price to offer, so its selections are closed wherever a bet is priced (a live bet's re-check, cash-out
   * offers, bet-builder odds), as they are at placement.
   */
  readonly operatorProviders?: Partial<Record<Provider, boolean>>;
}

/**
 * Pricing from the feed's model when there is one, from the stored probabilities otherwise. `feedOf` is read at
 * each call: it is undefined while this instance has no current copy of the world.
 */
export function createPricing(
  feedOf: () => Feed | undefined,
  operatorProviders: Partial<Record<Provider, boolean>> = {},
): Pricing {
  return {
    operatorProviders,
    probability(ref, market) {
      const stored = market.outcomes.find((o) => o.id === ref.outcomeId);
      if (!stored) return null;
      const input = feedOf()?.pricingInputOf(ref.matchId);
      if (!input) return stored.probability;
      const line = { marketId: market.marketId, specifier: market.specifier, outcomes: market.outcomes };
      try {
        const [probabilities] = priceMatch({
          params: input.params,
          state: input.state,
          markets: [line],
        }).probabilities;
        return probabilities?.[market.outcomes.indexOf(stored)] ?? stored.probability;
      } catch {
        // A line the model does not price (an outright in a match's list) keeps its stored probability.
        return stored.probability;
      }
    },
    joint(matchId, legs) {
      const first = legs[0];
      const input = feedOf()?.pricingInputOf(matchId);
      if (!first || !input) return { ok: false, reason: 'no_distribution' };
      const dist = scopeDistribution(input.params, input.state, marketType(first.marketId).scope);
      return jointProbability(dist, legs);
    },
  };
}
