'use client';
/**
 * The header above a league's rows: country and league name (a link to the league page) and the names of the
 * odds columns ("1 X 2", then the secondary market's name) so row buttons need no labels.
 */
import type { Match } from '@sportsbook/contract';
import { memo } from 'react';
import { WithFavouriteStar } from '@/catalogue/favourites/favourite-star';
import { Link } from '@/i18n/navigation';
import styles from './league-header.module.css';
import { slugHref } from './match-href';

interface LeagueHeaderProps {
  first: Match;
  showSecondary: boolean;
  /** Name the odds columns; off above rows without odds (results). */
  showColumns?: boolean;
}

function LeagueHeaderImpl({ first, showSecondary, showColumns = true }: LeagueHeaderProps) {
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

/** The outcome ids of a market ("1", "X", "2"): what names the columns, whatever the prices. */
function sameColumns(a: Match['main_market'], b: Match['main_market']): boolean {
  if (a === b) return true;
  if (!a || !b || a.outcomes.length !== b.outcomes.length) return false;
  return a.outcomes.every((outcome, i) => outcome.id === b.outcomes[i]?.id);
}

/**
 * True when two league headers show the same: the league, its country and sport, and the column names. The
 * list re-renders on every price tick with the league's first match as a new object (its market changed), and
 * the header, with its star and links, need not.
 */
function sameHeader(a: LeagueHeaderProps, b: LeagueHeaderProps): boolean {
  if (a.showSecondary !== b.showSecondary || a.showColumns !== b.showColumns) return false;
  const x = a.first;
  const y = b.first;
  return (
    x === y ||
    (x.tournament === y.tournament &&
      x.category === y.category &&
      x.sport === y.sport &&
      sameColumns(x.main_market, y.main_market) &&
      x.secondary_market?.name === y.secondary_market?.name)
  );
}

export const LeagueHeader = memo(LeagueHeaderImpl, sameHeader);
