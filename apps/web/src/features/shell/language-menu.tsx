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
import { showAlert } from '@/components/ui/alerts';
import { ChoiceMenu, type LoadedMenuProps } from '@/components/ui/choice-menu';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import { usePathname } from '@/i18n/navigation';
import { switchLocaleHref } from '@/i18n/routing';
import { apiFetch } from '@/lib/api';
import { useSession } from '@/session/session';
import { startRouteProgress, stopRouteProgress } from './route-progress';

export type LanguageMenuProps = LoadedMenuProps;

export function LanguageMenu({ defaultOpen, trigger, children }: LanguageMenuProps) {
  const t = useTranslations('shell.language');
  const alerts = useTranslations('common.alerts');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const { isLoggedIn } = useSession();

  const switchTo = async (locale: Locale) => {
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
    window.location.assign(switchLocaleHref(locale, pathname, search, hash));
  };

  return (
    <ChoiceMenu
      defaultOpen={defaultOpen}
      trigger={trigger}
      heading={t('label')}
      value={current}
      choices={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }))}
      onChoose={(locale) => void switchTo(locale)}
    >
      {children}
    </ChoiceMenu>
  );
}
