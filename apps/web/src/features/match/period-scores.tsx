'use client';
/**
 * The score of every period as a small table: a column per period (1, 2, 3..., OT, Pen), the current game's
 * points for tennis-like sports, and the total. A table, so a screen reader reads "Set 2, Home: 6".
 */
import type { Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useStageWords } from '@/catalogue/live/use-stage-text';
import styles from './scoreboard.module.css';

export function PeriodScores({ match }: { match: Match }) {
  const t = useTranslations('match.scoreboard');
  const stageWords = useStageWords();
  const periods = [...match.period_score].sort((a, b) => a.number - b.number);
  const points = match.isLive ? match.game_score : null;
  const head = (p: Match['period_score'][number]) =>
    p.type === 'overtime'
      ? t('overtimeShort')
      : p.type === 'penalties'
        ? t('penaltiesShort')
        : String(p.number);
  const shownPoints = (side: 'home' | 'away') => {
    const value = points?.[side];
    return value === 50 && match.sport.key === 'tennis' ? 'A' : value;
  };
  return (
    <div className={styles.periodsWrap}>
      <table className={styles.periods}>
        <caption className={styles.caption}>{t('periodsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className={styles.srOnly}>{t('team')}</span>
            </th>
            {periods.map((p) => (
              <th key={p.period_key} scope="col" title={stageWords(p.period_key)}>
                {head(p)}
              </th>
            ))}
            {points && <th scope="col">{t('pointsShort')}</th>}
            <th scope="col">{t('totalShort')}</th>
          </tr>
        </thead>
        <tbody>
          {(['home', 'away'] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{match[side]?.name}</th>
              {periods.map((p) => (
                <td key={p.period_key}>{p[side]}</td>
              ))}
              {points && <td className={styles.points}>{shownPoints(side)}</td>}
              <td className={styles.total}>{match.total_score?.[side] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
