/** features/bet-stats: the player's bet stats (see README.md). */
export { BetStats } from './bet-stats';
