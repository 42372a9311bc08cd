/**
 * The footer of the main column: informational pages (rules, about, terms, help centre), the cookie settings (a
 * plain link to `#cookie-settings`, which features/consent answers by reopening the choices), the age notice, the
 * copyright.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes';
import { COOKIE_SETTINGS_HASH } from '@/lib/tracking/consent';
import styles from './footer.module.css';

export async function Footer() {
  const t = await getTranslations('shell.footer');
  const brand = (await getTranslations('common'))('brand');
  const help = await getTranslations('help.links');

  return (
    <footer className={styles.footer}>
      <ul className={styles.links}>
        <li>
          <Link href={paths.generalRules}>{t('generalRules')}</Link>
        </li>
        <li>
          <Link href={paths.about}>{t('about')}</Link>
        </li>
        <li>
          <Link href={paths.terms}>{help('terms')}</Link>
        </li>
        <li>
          <Link href={paths.helpCenter}>{help('helpCenter')}</Link>
        </li>
        <li>
          <a href={COOKIE_SETTINGS_HASH} data-testid="cookie-settings">
            {help('cookieSettings')}
          </a>
        </li>
      </ul>
      <p className={styles.age}>
        <span className={styles.badge} aria-hidden="true">
          18+
        </span>
        {t('responsible')}
      </p>
      <p>{t('copyright', { year: new Date().getFullYear(), brand })}</p>
    </footer>
  );
}
