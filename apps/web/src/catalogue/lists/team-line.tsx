/** One side of a match in a row: crest, name, serving dot (tennis, volleyball, table tennis) and live score. */
import type { Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import styles from './event-row.module.css';
import { TeamCrest } from './team-crest';

export function TeamLine({ match, side }: { match: Match; side: 'home' | 'away' }) {
  const t = useTranslations('events.row');
  const competitor = match[side];
  if (!competitor) return null;
  const score = match.isLive || match.isFinished ? match.total_score?.[side] : undefined;
  const points = match.isLive ? match.game_score?.[side] : undefined;
  // Tennis sends advantage as 50 (after 0, 15, 30, 40).
  const game = points === 50 && match.sport.key === 'tennis' ? 'A' : points;
  const serving = match.isLive && match.current_server === side;
  return (
    <span className={styles.team}>
      <TeamCrest competitor={competitor} />
      <span className={styles.name}>{competitor.name}</span>
      {serving && (
        <span className={styles.serve}>
          <VisuallyHidden>{t('serving')}</VisuallyHidden>
        </span>
      )}
      {game !== undefined && <span className={styles.game}>{game}</span>}
      {score !== undefined && <span className={styles.score}>{score}</span>}
    </span>
  );
}
