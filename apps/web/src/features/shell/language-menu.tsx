'use client';
/**
 * The language switcher's menu (radix DropdownMenu), loaded on first use by language-switcher.tsx. Switching
 * (switch-locale.ts) keeps the path, the query and the hash, and only swaps the locale prefix. It offers the
 * languages of the site settings (`locales`).
 */
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { ChoiceMenu, type LoadedMenuProps } from '@/components/ui/choice-menu';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import { usePathname } from '@/i18n/navigation';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { useSession } from '@/session/session';
import { switchLocale } from './switch-locale';

export type LanguageMenuProps = LoadedMenuProps;

export function LanguageMenu({ defaultOpen, trigger, children }: LanguageMenuProps) {
  const t = useTranslations('shell.language');
  const alerts = useTranslations('common.alerts');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const { isLoggedIn } = useSession();
  // The languages the site settings offer (GET /settings `locales`); all of them until the settings are known.
  const offered = useQuery(catalogueQueries.settings(current)).data?.locales ?? LOCALES;

  const switchTo = (locale: Locale) =>
    switchLocale(locale, {
      current,
      pathname,
      signedIn: isLoggedIn,
      errorAlert: { title: alerts('errorTitle'), description: alerts('errorDescription') },
    });

  return (
    <ChoiceMenu
      defaultOpen={defaultOpen}
      trigger={trigger}
      heading={t('label')}
      value={current}
      choices={offered.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }))}
      onChoose={(locale) => void switchTo(locale)}
    >
      {children}
    </ChoiceMenu>
  );
}
