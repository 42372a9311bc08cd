'use client';
/** Cyber sports (CS2, Dota 2, League of Legends...): live and upcoming matches, game by game, league by league. */
import { useTranslations } from 'next-intl';
import { GamepadIcon } from '@/components/ui/icons';
import styles from '../events/catalogue-page.module.css';
import { listParams } from '../events/list-params';
import { PagedMatchesSection } from '../events/match-sections';
import { useCatalogueUpdates } from './use-catalogue-updates';

export function CybersportPage() {
  const t = useTranslations('events.cyber');
  useCatalogueUpdates();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <PagedMatchesSection
        title={t('listTitle')}
        icon={<GamepadIcon />}
        params={listParams.cyber()}
        grouping="sport-league"
        showSecondary
        empty={{ title: t('emptyTitle'), description: t('emptyDescription') }}
      />
    </div>
  );
}
