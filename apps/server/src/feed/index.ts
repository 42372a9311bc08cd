/**
 * The live odds feed simulator: a generated world of sports, leagues, teams, matches and markets, and a live
 * engine that plays the matches and emits changes. It owns no database and no sockets. See README.md.
 */
export { createFeed, type Feed, restoreFeed } from './create-feed.js';
export { marketType } from './markets/market-types.js';
export { priceMatch, scopeDistribution } from './pricing/price-match.js';
export * from './types.js';
