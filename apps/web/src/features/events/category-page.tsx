'use client';
/** A category page (a country or circuit within a sport): its leagues, then its open matches league by league. */
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Breadcrumbs } from '@/catalogue/lists/breadcrumbs';
import styles from '@/catalogue/lists/catalogue-page.module.css';
import { LeagueLinks } from '@/catalogue/lists/league-links';
import { listParams } from '@/catalogue/lists/list-params';
import { PagedMatchesSection } from '@/catalogue/lists/match-sections';
import { useCatalogueUpdates } from '@/catalogue/live/use-catalogue-updates';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { paths } from '@/lib/routes';

export function CategoryPage({ sportId, categoryId }: { sportId: number; categoryId: number }) {
  const t = useTranslations('events.category');
  const locale = useLocale();
  useCatalogueUpdates();
  const categories = useQuery(catalogueQueries.categories(locale, sportId));
  const category = categories.data?.data.find((c) => c.id === categoryId);
  const name = category?.name ?? '';
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          ...(category ? [{ label: category.sport.name, href: paths.sport(category.sport.key) }] : []),
          { label: name },
        ]}
      />
      <h1 className={styles.title}>
        {category ? t('title', { category: name, sport: category.sport.name }) : ''}
      </h1>
      <LeagueLinks
        title={t('leagues')}
        tournaments={{ categoryId: [categoryId] }}
        counters={{ category_id: categoryId, match_status: [0, 1] }}
      />
      <PagedMatchesSection
        title={t('matches')}
        params={listParams.category(categoryId)}
        grouping="league"
        showSecondary
        empty={{ title: t('emptyTitle', { category: name }), description: t('emptyDescription') }}
      />
    </div>
  );
}
