'use client';
/**
 * The shell's overlays: the side menu (sports tree and settings) and the search modal, driven by shell-store;
 * the bet-slip sheet for screens without the right sidebar, open while the slip's panel is open; and the
 * slip's own pieces that live once per page (its controller, the quick-bet dialog, its modals). A route change
 * closes the menu (the panel follows its own rule in slip-sync.tsx).
 *
 * The overlays are closed when a page loads, so their code is not in its first load: radix Dialog is fetched
 * as soon as the page has hydrated (a pick opens the slip's sheet on a phone, which must then open at once),
 * search when it is first pointed at or opened, the quick-bet dialog once quick bet is on (see
 * components/ui/lazy.tsx).
 */
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useIdlePreload } from '@/components/ui/lazy';
import { LazySheet, preloadDialog } from '@/components/ui/lazy-dialog';
import {
  CustomBetTicketModal,
  LazyQuickBetDialog,
  ShareNoticeModal,
  SlipController,
  useDesktopLayout,
} from '@/features/betslip';
import { LazySearchModal } from '@/features/search';
import { usePathname } from '@/i18n/navigation';
import { BetSlipPanel } from './bet-slip-panel';
import {
  closeOverlays,
  setBetSlipOpen,
  setMenuOpen,
  setSearchOpen,
  useBetSlipOpen,
  useShellStore,
} from './shell-store';
import { SportsNav } from './sports-nav';

export function ShellOverlays() {
  const t = useTranslations('shell');
  const close = useTranslations('common.actions')('close');
  const loading = useTranslations('common.status')('loading');
  const { menuOpen, searchOpen } = useShellStore();
  const betSlipOpen = useBetSlipOpen();
  const desktop = useDesktopLayout(true);
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path
  useEffect(() => {
    closeOverlays();
  }, [pathname]);

  // Not in the task that runs hydration's effects, which is long enough: when the browser is next idle.
  useIdlePreload(preloadDialog, 1000);

  return (
    <>
      <LazySheet
        open={menuOpen}
        onOpenChange={setMenuOpen}
        side="start"
        title={t('menu.title')}
        closeLabel={close}
        loadingLabel={loading}
      >
        <SportsNav />
      </LazySheet>
      <LazySheet
        open={betSlipOpen && !desktop}
        onOpenChange={setBetSlipOpen}
        side="end"
        title={t('betSlip.label')}
        closeLabel={close}
        loadingLabel={loading}
      >
        <BetSlipPanel placement="sheet" />
      </LazySheet>
      <LazySearchModal open={searchOpen} onOpenChange={setSearchOpen} />
      <SlipController />
      <LazyQuickBetDialog loadingLabel={loading} />
      <CustomBetTicketModal />
      <ShareNoticeModal />
    </>
  );
}
