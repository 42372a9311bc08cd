'use client';
/**
 * The language switcher. Switching keeps the path, the query and the hash, and only swaps the locale prefix
 * (spec platform §2 "Locale in the URL"). A signed-in player's locale is first saved on the server (their mails
 * follow it); if that fails the progress bar stops and the default error alert shows, and the page stays.
 *
 * It loads the new URL as a full page rather than a client navigation: every text, the <html lang> and the
 * cached (localised) catalogue change anyway, and the App Router doubles the hash when it returns to a URL it
 * has cached (`#a` becomes `#a#a`).
 */
import { useLocale, useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { showAlert } from '@/components/ui/alerts';
import { CheckIcon, GlobeIcon } from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import { usePathname } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/routing';
import { apiFetch } from '@/lib/api';
import { useSession } from '../account/session';
import styles from './menus.module.css';
import { startRouteProgress, stopRouteProgress } from './route-progress';

/** The URL of the current page in `locale`: same path (without the old prefix), search and hash. */
export function switchLocaleHref(locale: Locale, pathname: string, search: string, hash: string): string {
  return `${localizedPath(locale, pathname)}${search}${hash}`;
}

export function LanguageSwitcher() {
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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.trigger} data-testid="language-switcher">
        <GlobeIcon />
        <VisuallyHidden>{t('label')}: </VisuallyHidden>
        <span className={styles.long}>{LOCALE_NAMES[current]}</span>
        <span className={styles.short}>{current.slice(0, 2).toUpperCase()}</span>
      </DropdownMenu.Trigger>
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
