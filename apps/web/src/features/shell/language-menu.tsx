'use client';
/**
 * The language switcher's menu (radix DropdownMenu), loaded on first use by language-switcher.tsx. Switching
 * (switch-locale.ts) keeps the path, the query and the hash, and only swaps the locale prefix.
 */
import { useLocale, useTranslations } from 'next-intl';
import { ChoiceMenu, type LoadedMenuProps } from '@/components/ui/choice-menu';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import { usePathname } from '@/i18n/navigation';
import { useSession } from '@/session/session';
import { switchLocale } from './switch-locale';

export type LanguageMenuProps = LoadedMenuProps;

export function LanguageMenu({ defaultOpen, trigger, children }: LanguageMenuProps) {
  const t = useTranslations('shell.language');
  const alerts = useTranslations('common.alerts');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const { isLoggedIn } = useSession();

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
      choices={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }))}
      onChoose={(locale) => void switchTo(locale)}
    >
      {children}
    </ChoiceMenu>
  );
}
