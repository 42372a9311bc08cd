/** features/promotions: the promotions page, the bonus toast and the bonus detail modal (see README.md). */
export { BonusHost } from './bonus-host';
export { programmeQueries } from './programme-queries';
export { PromotionsPage } from './promotions-page';
