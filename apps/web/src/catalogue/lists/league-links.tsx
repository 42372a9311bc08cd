'use client';
/**
 * The leagues of a sport or category as links with their number of open matches, busiest-priority first;
 * leagues with nothing to bet on are left out so every link leads somewhere.
 */
import type { Tournament } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { Link } from '@/i18n/navigation';
import { type CountersParams, catalogueQueries, type TournamentsParams } from '@/lib/queries/catalogue';
import { paths } from '@/lib/routes';
import styles from './league-links.module.css';

export interface LeagueLinksProps {
  title: string;
  tournaments: TournamentsParams;
  counters: CountersParams;
  /** Show at most this many (home: top leagues). */
  limit?: number;
  /** Name the sport on each link (lists across sports). */
  showSport?: boolean;
}

/** Leagues shown before "Show all": three rows on a wide screen, so the matches stay in sight. */
const FOLDED = 9;

export function LeagueLinks({ title, tournaments, counters, limit, showSport = false }: LeagueLinksProps) {
  const t = useTranslations('events.leagues');
  const locale = useLocale();
  const [unfolded, setUnfolded] = useState(false);
  const leagues = useQuery(catalogueQueries.tournaments(locale, tournaments));
  const counts = useQuery(catalogueQueries.counters(locale, counters));
  if (leagues.isPending || counts.isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={52} radius={8} />
        ))}
      </div>
    );
  }
  // Without counts (the call failed) every league is listed: better a link too many than none.
  const countOf = (l: Tournament) =>
    counts.data?.tournaments[String(l.id)]?.matchCount ?? (counts.data ? 0 : null);
  const shown = (leagues.data?.data ?? [])
    .filter((l) => countOf(l) !== 0)
    .sort((a, b) => a.priority - b.priority || a.id - b.id)
    .slice(0, limit);
  if (shown.length === 0) return null;
  const foldable = limit === undefined && shown.length > FOLDED + 1;
  const visible = foldable && !unfolded ? shown.slice(0, FOLDED) : shown;
  return (
    <nav aria-label={title} className={styles.nav}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.grid}>
        {visible.map((league) => {
          const count = countOf(league);
          return (
            <li key={league.id}>
              <Link href={paths.sportItem(league.sport.key, league.slug)} className={styles.link}>
                <span className={styles.name}>{league.name}</span>
                <span className={styles.meta}>
                  {showSport ? `${league.sport.name} · ${league.category.name}` : league.category.name}
                </span>
                {count !== null && (
                  <span className={styles.count}>
                    <span aria-hidden="true">{count}</span>
                    <VisuallyHidden>{t('matchCount', { count })}</VisuallyHidden>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {foldable && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={unfolded}
          onClick={() => setUnfolded(!unfolded)}
        >
          {unfolded ? t('fewer') : t('all', { count: shown.length })}
        </button>
      )}
    </nav>
  );
}
