'use client';
/**
 * The shell's overlays, each driven by shell-store: the side menu (sports tree and settings) and the bet-slip
 * sheet for screens without sidebars, and the search modal. A route change closes the sheets.
 */
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Sheet } from '@/components/ui/dialog';
import { SearchModal } from '@/features/search/search-modal';
import { usePathname } from '@/i18n/navigation';
import { BetSlipPanel } from './bet-slip-panel';
import { closeOverlays, setBetSlipOpen, setMenuOpen, setSearchOpen, useShellStore } from './shell-store';
import { SportsNav } from './sports-nav';

export function ShellOverlays() {
  const t = useTranslations('shell');
  const close = useTranslations('common.actions')('close');
  const { menuOpen, betSlipOpen, searchOpen } = useShellStore();
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path
  useEffect(() => {
    closeOverlays();
  }, [pathname]);

  return (
    <>
      <Sheet
        open={menuOpen}
        onOpenChange={setMenuOpen}
        side="left"
        title={t('menu.title')}
        closeLabel={close}
      >
        <SportsNav />
      </Sheet>
      <Sheet
        open={betSlipOpen}
        onOpenChange={setBetSlipOpen}
        side="right"
        title={t('betSlip.label')}
        closeLabel={close}
      >
        <BetSlipPanel showTitle={false} />
      </Sheet>
      <SearchModal open={searchOpen} onOpenChange={setSearchOpen} />
    </>
  );
}
