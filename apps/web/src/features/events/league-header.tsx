'use client';
/**
 * The header above a league's rows: country and league name (a link to the league page) and the names of the
 * odds columns ("1 X 2", then the secondary market's name) so row buttons need no labels.
 */
import type { Match } from '@sportsbook/contract';
import { Link } from '@/i18n/navigation';
import { WithFavouriteStar } from '../favourites/favourite-star';
import styles from './league-header.module.css';
import { slugHref } from './match-href';

interface LeagueHeaderProps {
  first: Match;
  showSecondary: boolean;
  /** Name the odds columns; off above rows without odds (results). */
  showColumns?: boolean;
}

export function LeagueHeader({ first, showSecondary, showColumns = true }: LeagueHeaderProps) {
  const main = first.main_market;
  return (
    <div className={showColumns ? styles.header : `${styles.header} ${styles.plain}`}>
      <WithFavouriteStar
        wrap={false}
        type="tournaments"
        id={first.tournament.id}
        name={first.tournament.name}
      >
        <h3 className={styles.title}>
          <Link href={slugHref(first.sport.key, first.tournament.slug)} className={styles.link}>
            <span className={styles.category}>{first.category.name}</span>
            <span className={styles.league}>{first.tournament.name}</span>
          </Link>
        </h3>
      </WithFavouriteStar>
      {showColumns && (
        <>
          <span className={styles.columns} aria-hidden="true">
            {main?.outcomes.map((o) => (
              <span key={o.id}>{o.id.length <= 2 ? o.id : ''}</span>
            ))}
          </span>
          {showSecondary && <span className={styles.secondary}>{first.secondary_market?.name}</span>}
          <span className={styles.spacer} />
        </>
      )}
    </div>
  );
}
