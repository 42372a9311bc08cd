'use client';
/**
 * In-play: every live match, sport by sport and league by league, with a filter per sport showing how many
 * matches each has live. Live counts come from POST /counters (refetched as statuses change).
 */
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from '@/catalogue/lists/catalogue-page.module.css';
import { LIVE_COUNTERS, listParams } from '@/catalogue/lists/list-params';
import { PagedMatchesSection } from '@/catalogue/lists/match-sections';
import { useCatalogueUpdates } from '@/catalogue/live/use-catalogue-updates';
import { LiveIcon } from '@/components/ui/icons';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { SportFilter } from './sport-filter';

export function LivePage() {
  const t = useTranslations('events.live');
  const locale = useLocale();
  useCatalogueUpdates();
  const [sportKey, setSportKey] = useState<string | null>(null);
  const sports = useQuery(catalogueQueries.sports(locale));
  const counters = useQuery(catalogueQueries.counters(locale, LIVE_COUNTERS));
  const options = (sports.data?.data ?? [])
    .map((s) => ({ key: s.key, name: s.name, count: counters.data?.sports[String(s.id)]?.matchCount ?? 0 }))
    .filter((s) => s.count > 0);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <SportFilter
        options={options}
        value={sportKey}
        onChange={setSportKey}
        label={t('filterLabel')}
        allLabel={t('all')}
      />
      <PagedMatchesSection
        title={t('listTitle')}
        icon={<LiveIcon aria-hidden="true" />}
        params={listParams.live(sportKey ?? undefined)}
        grouping="sport-league"
        empty={{ title: t('emptyTitle'), description: t('emptyDescription') }}
      />
    </div>
  );
}
