/** features/promotions: the promotions page, the bonus detail modal and the promo-code field (see README.md). */
export { PromotionsPage } from './promotions-page';
