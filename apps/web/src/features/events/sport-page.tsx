'use client';
/**
 * A sport page: its leagues with open matches, the matches live now, then every upcoming match league by
 * league with the main and secondary markets.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Breadcrumbs } from '@/catalogue/lists/breadcrumbs';
import styles from '@/catalogue/lists/catalogue-page.module.css';
import { LeagueLinks } from '@/catalogue/lists/league-links';
import { listParams } from '@/catalogue/lists/list-params';
import { MatchesSection, PagedMatchesSection } from '@/catalogue/lists/match-sections';
import { useCatalogueUpdates } from '@/catalogue/live/use-catalogue-updates';
import { SportIcon } from '@/components/ui/sport-icon';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { paths } from '@/lib/routes';

export function SportPage({ sportKey }: { sportKey: string }) {
  const t = useTranslations('events.sport');
  const locale = useLocale();
  useCatalogueUpdates();
  const sports = useQuery(catalogueQueries.sports(locale));
  const sport = sports.data?.data.find((s) => s.key === sportKey);
  const name = sport?.name ?? sportKey;
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: name }]} />
      <h1 className={`${styles.title} ${styles.withIcon}`}>
        {sport && <SportIcon sport={sport} size={28} />}
        {t('title', { sport: name })}
      </h1>
      {sport && (
        <LeagueLinks
          title={t('leagues')}
          tournaments={{ sportId: [sport.id] }}
          counters={{ sport_id: sport.id, match_status: [0, 1] }}
        />
      )}
      <MatchesSection
        title={t('live')}
        params={listParams.live(sportKey)}
        grouping="league"
        empty={{ title: t('live') }}
        hideWhenEmpty
        more={{ href: paths.live, label: t('allLive') }}
      />
      <PagedMatchesSection
        title={t('upcoming')}
        params={listParams.upcomingOfSport(sportKey)}
        grouping="league"
        showSecondary
        empty={{ title: t('emptyTitle', { sport: name }), description: t('emptyDescription') }}
      />
    </div>
  );
}
