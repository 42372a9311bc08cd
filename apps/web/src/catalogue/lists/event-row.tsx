'use client';
/**
 * One match in a list: kick-off time or live clock and stage, the teams with crests and scores, the main
 * market's odds (and the secondary market on wide screens where asked), and a link to every other market.
 * Memoised on the match object, which realtime patches replace only when something in it changed; a price change
 * (a new market object) re-renders the row's odds, not its time, teams or links.
 */
import type { Match } from '@sportsbook/contract';
import { useFormatter, useTranslations } from 'next-intl';
import { memo } from 'react';
import { WithFavouriteStar } from '@/catalogue/favourites/favourite-star';
import { LiveStatus } from '@/catalogue/live/live-status';
import { IntentLink } from '@/lib/intent-link';
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

/**
 * True when two versions of a match differ at most in their markets. A price change replaces only the match's
 * main or secondary market (the realtime patches keep every other field the same object), so the parts of a row
 * that do not show prices can skip that re-render.
 */
function sameApartFromMarkets(a: Match, b: Match): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof Match)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key === 'main_market' || key === 'secondary_market' || a[key] === b[key]);
}

/** The time cell: the live state (stage, clock) or the kick-off, with the favourite star. */
const RowWhen = memo(
  function RowWhen({ match }: { match: Match }) {
    return (
      <WithFavouriteStar className={styles.when} wrap={false} type="matches" id={match.id} name={match.name}>
        {match.isLive ? (
          <LiveStatus match={match} compact />
        ) : (
          // An outright has been open since it started; when it is decided is what a bettor wants to know.
          <KickoffTime startTime={match.end_date ?? match.start_time} />
        )}
      </WithFavouriteStar>
    );
  },
  (before, after) => sameApartFromMarkets(before.match, after.match),
);

interface RowTeamsProps {
  match: Match;
  href: string;
  showLeague: boolean;
}

/** The teams with crests and scores (or the outright's name), linking to the match. */
const RowTeams = memo(
  function RowTeams({ match, href, showLeague }: RowTeamsProps) {
    return (
      <IntentLink href={href} className={styles.teams}>
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
      </IntentLink>
    );
  },
  (before, after) =>
    before.href === after.href &&
    before.showLeague === after.showLeague &&
    sameApartFromMarkets(before.match, after.match),
);

/** The link to every other market ("+29"), or to the match when it has no other. */
const MoreLink = memo(function MoreLink({ href, more, name }: { href: string; more: number; name: string }) {
  const t = useTranslations('events.row');
  const format = useFormatter();
  return (
    <IntentLink href={href} className={styles.more} aria-label={t('moreMarketsLabel', { count: more, name })}>
      {/* A count, not words: its sign stays before the number in a right-to-left page. */}
      {more > 0 ? <span dir="ltr">{format.number(more, { signDisplay: 'always' })}</span> : t('open')}
    </IntentLink>
  );
});

function EventRowImpl({ match, showSecondary = false, showLeague = false }: EventRowProps) {
  const t = useTranslations('events.row');
  const href = matchHref(match);
  const shownMarkets = (match.main_market ? 1 : 0) + (showSecondary && match.secondary_market ? 1 : 0);
  const more = Math.max(0, match.available_markets - shownMarkets);
  const secondary = showSecondary && match.type !== 'outright';

  return (
    <article
      className={styles.row}
      data-match-id={match.id}
      data-live={match.isLive || undefined}
      data-secondary={secondary || undefined}
      aria-label={match.name}
    >
      <RowWhen match={match} />
      <RowTeams match={match} href={href} showLeague={showLeague} />
      {match.type === 'outright' ? (
        // An outright's market has an outcome per competitor: too many for a row, so the row leads to it.
        <IntentLink href={href} className={styles.outrightOdds}>
          {t('outrightOdds')}
        </IntentLink>
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
      {secondary && (
        <MarketCells
          className={styles.secondary}
          matchId={match.id}
          matchStatus={match.status}
          market={match.secondary_market}
          columns={2}
          labelled
        />
      )}
      <MoreLink href={href} more={more} name={match.name} />
    </article>
  );
}

export const EventRow = memo(EventRowImpl);
