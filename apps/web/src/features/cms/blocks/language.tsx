'use client';
/** The language block: every locale as a button; choosing one switches the app's language (features/shell). */
import { useLocale, useTranslations } from 'next-intl';
import { switchLocale } from '@/features/shell';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/i18n/locales';
import { usePathname } from '@/i18n/navigation';
import { useSession } from '@/session/session';
import type { BlockProps } from '../block-props';
import styles from '../cms.module.css';

export function LanguageBlock({ block }: BlockProps<'language'>) {
  const t = useTranslations('cms');
  const alerts = useTranslations('common.alerts');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const { isLoggedIn } = useSession();
  return (
    <nav id={block.id} aria-label={t('language')}>
      <ul className={styles.linkBar}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              className={styles.chip}
              aria-pressed={locale === current}
              onClick={() =>
                void switchLocale(locale, {
                  current,
                  pathname,
                  signedIn: isLoggedIn,
                  errorAlert: { title: alerts('errorTitle'), description: alerts('errorDescription') },
                })
              }
            >
              {LOCALE_NAMES[locale]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
