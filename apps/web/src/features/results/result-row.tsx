'use client';
/** One finished match: when it started, both sides with crests and the final score, and the period scores. */
import type { Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { KickoffTime } from '@/catalogue/lists/kickoff-time';
import { matchHref } from '@/catalogue/lists/match-href';
import { TeamCrest } from '@/catalogue/lists/team-crest';
import { IntentLink } from '@/lib/intent-link';
import styles from './result-row.module.css';

function ResultRowImpl({ match }: { match: Match }) {
  const t = useTranslations('events.results');
  const periods = [...match.period_score].sort((a, b) => a.number - b.number);
  const score = match.total_score;
  return (
    <article className={styles.row} aria-label={match.name}>
      <KickoffTime startTime={match.start_time} className={styles.when} />
      <IntentLink href={matchHref(match)} className={styles.teams}>
        {(['home', 'away'] as const).map((side) => {
          const competitor = match[side];
          if (!competitor) return null;
          return (
            <span key={side} className={styles.team}>
              <TeamCrest competitor={competitor} />
              <span className={styles.name}>{competitor.name}</span>
              <span className={styles.periods} aria-hidden="true">
                {periods.map((p) => (
                  <span key={p.period_key}>{p[side]}</span>
                ))}
              </span>
              <span className={styles.score}>{score?.[side] ?? '–'}</span>
            </span>
          );
        })}
      </IntentLink>
      {periods.length > 0 && (
        <span className={styles.summary}>
          {t('periods', { scores: periods.map((p) => `${p.home}-${p.away}`).join(', ') })}
        </span>
      )}
    </article>
  );
}

export const ResultRow = memo(ResultRowImpl);
