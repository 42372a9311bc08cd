/** The footer of the main column: informational pages, the age notice, the copyright. */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes';
import styles from './footer.module.css';

export async function Footer() {
  const t = await getTranslations('shell.footer');
  const brand = (await getTranslations('common'))('brand');

  return (
    <footer className={styles.footer}>
      <ul className={styles.links}>
        <li>
          <Link href={paths.generalRules}>{t('generalRules')}</Link>
        </li>
        <li>
          <Link href={paths.about}>{t('about')}</Link>
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
