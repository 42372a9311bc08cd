/**
 * The live odds feed simulator: a generated world of sports, leagues, teams, matches and markets, and a live
 * engine that plays the matches and emits changes. It owns no database and no sockets. See README.md.
 */
export { createFeed, type Feed, type FeedOptions } from './create-feed.js';
export { applyPrices, markMostBalanced, type PriceOptions } from './markets/apply-prices.js';
export {
  LIVE_MARGIN_SURCHARGE,
  MARKET_TYPES,
  type MarketKind,
  type MarketType,
  marginOf,
  marketType,
  OUTRIGHT_MARKET_ID,
  type Scope,
} from './markets/market-types.js';
export { type OutcomeRule, ruleFor, settleInto } from './markets/outcome-rules.js';
export { scopeScore, settleMarket, settleMatch, settleOutright } from './markets/settle-market.js';
export type { Cell, Pmf, ScopeDistribution } from './pricing/distribution.js';
export { applyMargin, MAX_ODDS, MIN_ODDS, MIN_PROBABILITY, roundOdds } from './pricing/margin.js';
export {
  type MarketLine,
  type MatchPricing,
  type MatchPricingInput,
  type ModelParams,
  type ModelState,
  priceMatch,
  ruleOf,
  scopeDistribution,
} from './pricing/price-match.js';
export { priceOutcomes } from './pricing/price-outcomes.js';
export type { RaceParams, RaceState } from './pricing/race-model.js';
export type { OvertimeModel, ScoringParams, ScoringState } from './pricing/scoring-model.js';
export type { SportDefinition, SportKey } from './sports/sport-definition.js';
export { SPORTS, sportByKey } from './sports/sports.js';
export * from './types.js';
