/** Where a page sits in the catalogue: Sports › Football › England › Premier League (each a link but the last). */
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useTranslations('events.breadcrumbs');
  const all: Crumb[] = [{ label: t('home'), href: paths.home }, ...items];
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ol className={styles.list}>
        {all.map((crumb, i) => (
          <li key={crumb.href ?? crumb.label} className={styles.item}>
            {crumb.href && i < all.length - 1 ? (
              <Link href={crumb.href} className={styles.link}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current={i === all.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
