/** features/promotions: the promotions page, the bonus toast and the bonus detail modal (see README.md). */
export { BonusHost } from './bonus-host';
export { PromotionsPage } from './promotions-page';
