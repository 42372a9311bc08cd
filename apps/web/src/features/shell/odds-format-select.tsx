'use client';
/**
 * The odds-format picker in the header: its trigger names the current format (the short form, how 2.50 reads,
 * on phones); the menu of formats (odds-format-menu.tsx) loads on first use. A signed-in player's saved format
 * applies when they sign in (features/account/account-listeners.tsx).
 */
import { formatOdds } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { ChevronDownIcon } from '@/components/ui/icons';
import { lazyComponent } from '@/components/ui/lazy';
import { LazyMenu, type MenuTriggerProps } from '@/components/ui/lazy-menu';
import styles from '@/components/ui/menus.module.css';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { ODDS_SAMPLE, useOddsFormat } from '@/lib/odds-format';
import type { OddsFormatMenuProps } from './odds-format-menu';

const OddsFormatMenu = lazyComponent<OddsFormatMenuProps>(() =>
  import('./odds-format-menu').then((m) => m.OddsFormatMenu),
);

const TRIGGER: MenuTriggerProps = { className: styles.trigger };

export function OddsFormatSelect() {
  const t = useTranslations('shell.oddsFormat');
  const [format] = useOddsFormat();
  const label = (
    <>
      <VisuallyHidden>{t('label')}: </VisuallyHidden>
      <span className={styles.long}>{t(format)}</span>
      <span className={styles.short}>{formatOdds(ODDS_SAMPLE, format)}</span>
      <ChevronDownIcon />
    </>
  );

  return (
    <LazyMenu
      preload={OddsFormatMenu.preload}
      trigger={TRIGGER}
      renderMenu={(open) => (
        <OddsFormatMenu defaultOpen={open} trigger={TRIGGER}>
          {label}
        </OddsFormatMenu>
      )}
    >
      {label}
    </LazyMenu>
  );
}
