/** features/match: the match page (see README.md). */
export { LazyMatchPage } from './lazy-match-page';
/** The CMS's one-match blocks draw these parts of the page (event markets, match preview). */
export { MarketGroups } from './market-groups';
export { MatchJsonLd } from './match-json-ld';
export { MatchMedia } from './match-media';
export { matchMediaQueries } from './match-queries';
export { Scoreboard } from './scoreboard';
