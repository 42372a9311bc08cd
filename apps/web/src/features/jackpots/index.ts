/** features/jackpots: the home page's card, the promotions page's section, the winner's hit modal (README.md). */
export { JackpotCard, JackpotHitHost, JackpotSection } from './after-page';
export { jackpotQueries } from './jackpot-queries';
