'use client';
/** The sport-list block: every sport of the catalogue as a link to its page. */
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ListError, RowsSkeleton } from '@/catalogue/lists/list-states';
import { Link } from '@/i18n/navigation';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { paths } from '@/lib/routes';
import type { BlockProps } from '../block-props';
import styles from '../cms.module.css';
import { textOr } from '../text-of';

export function SportListBlock({ block, locale }: BlockProps<'sport_list'>) {
  const t = useTranslations('cms');
  const query = useQuery(catalogueQueries.sports(locale));
  const title = textOr(block.title, locale, t('sports'));
  return (
    <nav id={block.id} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {query.isPending ? (
        <RowsSkeleton rows={3} />
      ) : query.isError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : (
        <ul className={styles.linkBar}>
          {query.data.data.slice(0, block.limit).map((sport) => (
            <li key={sport.key}>
              <Link href={paths.sport(sport.key)} className={styles.chip}>
                {sport.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
