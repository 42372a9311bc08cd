/** features/betslip: what the app and other features may use (see README.md). */

export { BetBuilderLink } from './bet-builder-link';
export { BetSlip, preloadSlipViews } from './bet-slip';
export { LazyBetBuilder } from './lazy-bet-builder';
export { LazyQuickBetDialog } from './lazy-quick-bet-dialog';
export { SlipController } from './slip-controller';
export { SlipHeaderButton } from './slip-header-button';
export { CustomBetTicketModal, ShareNoticeModal } from './slip-modals';
export {
  applyBetCode,
  selectPanelTab,
  setPanelOpen,
  slipOddsSelection,
  useSlipCount,
  useSlipStore,
} from './slip-store';
export { useDesktopLayout } from './use-desktop-layout';
