'use client';
/**
 * The language switcher's menu (radix DropdownMenu), loaded on first use by language-switcher.tsx. Switching
 * keeps the path, the query and the hash, and only swaps the locale prefix (spec platform §2 "Locale in the
 * URL"). A signed-in player's locale is first saved on the server (their mails follow it); if that fails the
 * progress bar stops and the default error alert shows, and the page stays.
 *
 * It loads the new URL as a full page rather than a client navigation: every text, the <html lang> and the
 * cached (localised) catalogue change anyway, and the App Router doubles the hash when it returns to a URL it
 * has cached (`#a` becomes `#a#a`).
 */
import { useLocale, useTranslations } from 'next-intl';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import type { ReactNode } from 'react';
import { showAlert } from '@/components/ui/alerts';
import { CheckIcon } from '@/components/ui/icons';
import type { MenuTriggerProps } from '@/components/ui/lazy-menu';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import { usePathname } from '@/i18n/navigation';
import { apiFetch } from '@/lib/api';
import { useSession } from '../account/session';
import { switchLocaleHref } from './language-switcher';
import styles from './menus.module.css';
import { startRouteProgress, stopRouteProgress } from './route-progress';

export interface LanguageMenuProps {
  defaultOpen: boolean;
  trigger: MenuTriggerProps;
  children: ReactNode;
}

export function LanguageMenu({ defaultOpen, trigger, children }: LanguageMenuProps) {
  const t = useTranslations('shell.language');
  const alerts = useTranslations('common.alerts');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const { isLoggedIn } = useSession();

  const switchTo = async (locale: string) => {
    if (locale === current) return;
    startRouteProgress();
    if (isLoggedIn) {
      try {
        await apiFetch('/api/platform/player/update_locale', {
          locale: current,
          method: 'PATCH',
          body: { locale },
        });
      } catch {
        stopRouteProgress();
        showAlert({ variant: 'error', title: alerts('errorTitle'), description: alerts('errorDescription') });
        return;
      }
    }
    const { search, hash } = window.location;
    window.location.assign(switchLocaleHref(locale as Locale, pathname, search, hash));
  };

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger {...trigger}>{children}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={6}>
          <DropdownMenu.Label className={styles.heading}>{t('label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={switchTo}>
            {LOCALES.map((locale) => (
              <DropdownMenu.RadioItem key={locale} value={locale} className={styles.item} lang={locale}>
                {/* The slot keeps its width when unchecked, so the labels stay aligned. */}
                <span className={styles.check}>
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon />
                  </DropdownMenu.ItemIndicator>
                </span>
                <span>{LOCALE_NAMES[locale]}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
