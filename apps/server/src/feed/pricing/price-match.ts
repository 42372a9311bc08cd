/**
 * The pricing entry point: from a match's model parameters and where it stands, the true probability of every
 * outcome of every market. The feed prices with it; the betting server's cashout and bet builder reuse it (the
 * scope distributions let a bet builder sum several selections over the same final scores).
 */
import { marketType, type Scope } from '../markets/market-types.js';
import { type OutcomeRule, ruleFor } from '../markets/outcome-rules.js';
import type { ScopeDistribution } from './distribution.js';
import { priceOutcomes } from './price-outcomes.js';
import { type RaceParams, type RaceState, raceScope } from './race-model.js';
import { type ScoringParams, type ScoringState, scoringScope } from './scoring-model.js';

/** A match's fixed model parameters. */
export type ModelParams = ScoringParams | RaceParams;
/** Where a match stands, in the terms of its model. */
export type ModelState = ScoringState | RaceState;

/** A market line to price: its type, specifier and outcome ids. */
export interface MarketLine {
  marketId: number;
  specifier: string;
  outcomes: readonly { id: string }[];
}

/** What {@link priceMatch} needs. */
export interface MatchPricingInput {
  params: ModelParams;
  state: ModelState;
  markets: readonly MarketLine[];
}

/** True probabilities of a match's markets, and the distributions they came from. */
export interface MatchPricing {
  scopes: Map<Scope, ScopeDistribution>;
  /**
   * Per market (input order), per outcome (input order): the probability without margin. For lines that can be
   * refunded in full or in half (whole and quarter lines) it is 1 / fair odds, so the outcomes still add up to 1.
   */
  probabilities: number[][];
}

const rules = new WeakMap<MarketLine, OutcomeRule>();

/** Prices every market of a match from its model. */
export function priceMatch(input: MatchPricingInput): MatchPricing {
  const scopes = new Map<Scope, ScopeDistribution>();
  const probabilities = input.markets.map((line) => {
    const scope = marketType(line.marketId).scope;
    let dist = scopes.get(scope);
    if (!dist) {
      dist = scopeDistribution(input.params, input.state, scope);
      scopes.set(scope, dist);
    }
    return priceOutcomes(ruleOf(line), dist);
  });
  return { scopes, probabilities };
}

/** The distribution of one scope's final score. */
export function scopeDistribution(params: ModelParams, state: ModelState, scope: Scope): ScopeDistribution {
  if (params.model === 'scoring' && state.model === 'scoring') return scoringScope(params, state, scope);
  if (params.model === 'race' && state.model === 'race') return raceScope(params, state, scope);
  throw new Error('model parameters and state belong to different models');
}

/** The settlement rule of a market line (cached per line object). */
export function ruleOf(line: MarketLine): OutcomeRule {
  let rule = rules.get(line);
  if (!rule) {
    rule = ruleFor(
      marketType(line.marketId).kind,
      line.specifier,
      line.outcomes.map((o) => o.id),
    );
    rules.set(line, rule);
  }
  return rule;
}
