'use client';
/** A league page: its open matches soonest first with two markets each, and its outrights (league winner). */
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Breadcrumbs } from '@/catalogue/lists/breadcrumbs';
import styles from '@/catalogue/lists/catalogue-page.module.css';
import { listParams } from '@/catalogue/lists/list-params';
import { MatchesSection, PagedMatchesSection } from '@/catalogue/lists/match-sections';
import { useCatalogueUpdates } from '@/catalogue/live/use-catalogue-updates';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { paths } from '@/lib/routes';

export function LeaguePage({ tournamentId }: { tournamentId: number }) {
  const t = useTranslations('events.league');
  const locale = useLocale();
  useCatalogueUpdates();
  const { data: league } = useQuery(catalogueQueries.tournament(locale, tournamentId));
  const name = league?.name ?? '';
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={
          league
            ? [
                { label: league.sport.name, href: paths.sport(league.sport.key) },
                {
                  label: league.category.name,
                  href: paths.sportItem(league.sport.key, league.category.slug),
                },
                { label: name },
              ]
            : []
        }
      />
      <h1 className={styles.title}>{name}</h1>
      {league && <p className={styles.subtitle}>{`${league.sport.name} · ${league.category.name}`}</p>}
      <PagedMatchesSection
        title={t('matches')}
        params={listParams.league(tournamentId)}
        grouping="league"
        showSecondary
        empty={{ title: t('emptyTitle', { league: name }), description: t('emptyDescription') }}
      />
      <MatchesSection
        title={t('outrights')}
        params={listParams.outrights(tournamentId)}
        grouping="none"
        showLeague={false}
        hideWhenEmpty
        empty={{ title: t('outrights') }}
      />
    </div>
  );
}
