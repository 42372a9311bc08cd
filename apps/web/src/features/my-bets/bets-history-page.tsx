'use client';
/** /sports/bets-history (page key `bets_history`): my bets in the main column, with the same list as the tab. */
import { useTranslations } from 'next-intl';
import styles from '@/catalogue/lists/catalogue-page.module.css';
import { BetList } from './bet-list';

export function BetsHistoryPage() {
  const t = useTranslations('mybets.history');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <BetList variant="page" />
    </div>
  );
}
