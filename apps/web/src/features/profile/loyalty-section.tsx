'use client';
/** Comp points: the loyalty programme, its status groups with the player's marked, and the way to the next one. */
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import panels from '@/components/ui/panels.module.css';
import styles from './profile.module.css';
import { profileQueries } from './profile-queries';

export function LoyaltySection() {
  const t = useTranslations('profile.loyalty');
  const locale = useLocale();
  const points = useQuery(profileQueries.compPoints(locale));
  const groups = useQuery(profileQueries.statusGroups(locale));
  if (points.isError || groups.isError) return <p className={panels.error}>{t('loadFailed')}</p>;
  if (!points.data || !groups.data) return <p className={panels.muted}>{t('loading')}</p>;
  const have = groups.data.points;
  const list = groups.data.data;
  const currentIndex = list.findIndex((g) => g.current);
  const next = list[currentIndex + 1];
  const current = list[currentIndex];
  const program = points.data.program;
  return (
    <div className={panels.card} data-testid="loyalty">
      <p className={panels.cardTitle}>{program ? program.name : t('noProgram')}</p>
      <p className={styles.amount} data-testid="comp-points">
        {t('points', { points: points.data.persistent_comp_points })}
      </p>
      {next && current ? (
        <label className={panels.field}>
          <span>{t('toNext', { group: next.name, points: Math.max(0, next.min_points - have) })}</span>
          <progress
            className={styles.progress}
            max={next.min_points - current.min_points}
            value={Math.max(0, have - current.min_points)}
          />
        </label>
      ) : current ? (
        <p className={panels.muted}>{t('top')}</p>
      ) : null}
      <ul className={styles.list} data-testid="status-groups">
        {list.map((group) => (
          <li key={group.id} className={styles.item}>
            <span className={panels.grow}>{group.name}</span>
            <span className={panels.muted}>
              {group.max_points === null
                ? t('from', { min: group.min_points })
                : t('range', { min: group.min_points, max: group.max_points })}
            </span>
            {group.current ? <span className={styles.badge}>{t('current')}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
