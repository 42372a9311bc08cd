/** features/match: the match page (see README.md). */
export { LazyMatchPage } from './lazy-match-page';
export { MatchJsonLd } from './match-json-ld';
export { matchMediaQueries } from './match-queries';
