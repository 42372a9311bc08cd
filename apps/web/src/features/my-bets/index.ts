/** features/my-bets: the bets history page and the slip panel's my-bets tab (see README.md). */
export { BetsHistoryPage } from './bets-history-page';
export { BETS_HISTORY_PATH } from './bets-history-path';
export { LazyMyBetsTab, preloadMyBetsTab } from './lazy-my-bets-tab';
