/** features/provider-games: the provider's racing and lotto games (/sports/racing, /sports/lotteries). */
export { ProviderGamePage } from './provider-game-page';
