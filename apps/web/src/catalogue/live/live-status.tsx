'use client';
/** A live match's state in a list row: the stage ("2nd half") over the running clock, in the live colour. */
import type { Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { LiveClock } from './live-clock';
import styles from './live-status.module.css';
import { useStageText } from './use-stage-text';

export function LiveStatus({ match, compact = false }: { match: Match; compact?: boolean }) {
  const t = useTranslations('events.stage');
  const stage = useStageText(match.stage);
  return (
    <span className={compact ? `${styles.status} ${styles.compact}` : styles.status}>
      <span className={styles.badge}>{t('live')}</span>
      {stage && <span className={styles.stage}>{stage}</span>}
      <LiveClock clock={match.clock} stage={match.stage} className={styles.clock} />
    </span>
  );
}
