'use client';
/**
 * The language switcher in the header: its trigger names the current language (its two-letter code on phones);
 * the menu of languages (language-menu.tsx, which also says how switching works) loads on first use.
 */
import { useLocale, useTranslations } from 'next-intl';
import { GlobeIcon } from '@/components/ui/icons';
import { lazyComponent } from '@/components/ui/lazy';
import { LazyMenu, type MenuTriggerProps } from '@/components/ui/lazy-menu';
import styles from '@/components/ui/menus.module.css';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { LOCALE_NAMES, type Locale } from '@/i18n/locales';
import type { LanguageMenuProps } from './language-menu';

const LanguageMenu = lazyComponent<LanguageMenuProps>(() =>
  import('./language-menu').then((m) => m.LanguageMenu),
);

const TRIGGER: MenuTriggerProps = { className: styles.trigger, 'data-testid': 'language-switcher' };

export function LanguageSwitcher() {
  const t = useTranslations('shell.language');
  const current = useLocale() as Locale;
  const label = (
    <>
      <GlobeIcon />
      <VisuallyHidden>{t('label')}: </VisuallyHidden>
      <span className={styles.long}>{LOCALE_NAMES[current]}</span>
      <span className={styles.short}>{current.slice(0, 2).toUpperCase()}</span>
    </>
  );

  return (
    <LazyMenu
      preload={LanguageMenu.preload}
      trigger={TRIGGER}
      renderMenu={(open) => (
        <LanguageMenu defaultOpen={open} trigger={TRIGGER}>
          {label}
        </LanguageMenu>
      )}
    >
      {label}
    </LazyMenu>
  );
}
