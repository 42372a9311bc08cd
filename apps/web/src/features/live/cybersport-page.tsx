'use client';
/** Cyber sports (CS2, Dota 2, League of Legends...): live and upcoming matches, game by game, league by league. */
import { useTranslations } from 'next-intl';
import styles from '@/catalogue/lists/catalogue-page.module.css';
import { listParams } from '@/catalogue/lists/list-params';
import { PagedMatchesSection } from '@/catalogue/lists/match-sections';
import { useCatalogueUpdates } from '@/catalogue/live/use-catalogue-updates';
import { GamepadIcon } from '@/components/ui/icons';

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
