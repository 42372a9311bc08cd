/** features/promotions: the promotions page, the bonus toast and the bonus detail modal (see README.md). */
export { BonusHost } from './bonus-host';
/** The CMS's bonuses block draws it (platform page block "bonuses"). */
export { BonusOverview } from './bonus-overview';
export { PromotionsPage } from './promotions-page';
