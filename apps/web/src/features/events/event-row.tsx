'use client';
/**
 * One match in a list: kick-off time or live clock and stage, the teams with crests and scores, the main
 * market's odds (and the secondary market on wide screens where asked), and a link to every other market.
 * Memoised on the match object, which realtime patches replace only when something in it changed.
 */
import type { Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { Link } from '@/i18n/navigation';
import { WithFavouriteStar } from '../favourites/favourite-star';
import { LiveStatus } from '../live/live-status';
import styles from './event-row.module.css';
import { KickoffTime } from './kickoff-time';
import { MarketCells } from './market-cells';
import { matchHref } from './match-href';
import { TeamLine } from './team-line';

export interface EventRowProps {
  match: Match;
  /** Show the secondary market too (sport and league pages, wide screens only). */
  showSecondary?: boolean;
  /** Name the league under the teams (lists that mix leagues without headers). */
  showLeague?: boolean;
}

const columnsOf = (match: Match) => Math.min(3, Math.max(2, match.main_market?.outcomes.length ?? 3));

function EventRowImpl({ match, showSecondary = false, showLeague = false }: EventRowProps) {
  const t = useTranslations('events.row');
  const href = matchHref(match);
  const shownMarkets = (match.main_market ? 1 : 0) + (showSecondary && match.secondary_market ? 1 : 0);
  const more = Math.max(0, match.available_markets - shownMarkets);
  const live = match.isLive;

  return (
    <article className={styles.row} data-live={live || undefined} aria-label={match.name}>
      <WithFavouriteStar className={styles.when} wrap={false} type="matches" id={match.id} name={match.name}>
        {live ? (
          <LiveStatus match={match} compact />
        ) : (
          // An outright has been open since it started; when it is decided is what a bettor wants to know.
          <KickoffTime startTime={match.end_date ?? match.start_time} />
        )}
      </WithFavouriteStar>
      <Link href={href} className={styles.teams}>
        {match.home && match.away ? (
          <>
            <TeamLine match={match} side="home" />
            <TeamLine match={match} side="away" />
          </>
        ) : (
          <span className={styles.outright}>{match.name}</span>
        )}
        {showLeague && (
          <span className={styles.league}>
            {match.sport.name} · {match.tournament.name}
          </span>
        )}
      </Link>
      {match.type === 'outright' ? (
        // An outright's market has an outcome per competitor: too many for a row, so the row leads to it.
        <Link href={href} className={styles.outrightOdds}>
          {t('outrightOdds')}
        </Link>
      ) : (
        <MarketCells
          className={styles.main}
          matchId={match.id}
          matchStatus={match.status}
          market={match.main_market}
          columns={columnsOf(match)}
          labelled={showLeague}
        />
      )}
      {showSecondary && match.type !== 'outright' && (
        <MarketCells
          className={styles.secondary}
          matchId={match.id}
          matchStatus={match.status}
          market={match.secondary_market}
          columns={2}
          labelled
        />
      )}
      <Link
        href={href}
        className={styles.more}
        aria-label={t('moreMarketsLabel', { count: more, name: match.name })}
      >
        {more > 0 ? `+${more}` : t('open')}
      </Link>
    </article>
  );
}

export const EventRow = memo(EventRowImpl);
