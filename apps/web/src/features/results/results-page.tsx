'use client';
/** Results: finished matches with their final and period scores, sport by sport, latest first per league. */
import type { Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import styles from '@/catalogue/lists/catalogue-page.module.css';
import { PagedMatchesSection } from '@/catalogue/lists/match-sections';
import { useCatalogueUpdates } from '@/catalogue/live/use-catalogue-updates';
import { ResultRow } from './result-row';
import { RESULTS_PARAMS } from './results-params';

const renderResult = (match: Match) => <ResultRow match={match} />;

export function ResultsPage() {
  const t = useTranslations('events.results');
  // Matches finishing while the page is open join the list (their status change refetches it).
  useCatalogueUpdates();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.subtitle}>{t('subtitle')}</p>
      <PagedMatchesSection
        title={t('listTitle')}
        params={RESULTS_PARAMS}
        grouping="sport-league"
        renderMatch={renderResult}
        empty={{ title: t('emptyTitle'), description: t('emptyDescription') }}
      />
    </div>
  );
}
