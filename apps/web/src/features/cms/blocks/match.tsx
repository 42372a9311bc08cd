'use client';
/**
 * The one-match blocks, each a part of the match page (features/match) for the match the block names, kept live by
 * that match's channel: event markets (its statistics and video, and every market in group tabs, odds that add to
 * the slip), odds (the main market's buttons, compact) and the match preview (both sides with crests, kick-off or
 * live score and clock, a link to the match page). A match that is gone, unknown or finished is said in words.
 */
import type { Match } from '@sportsbook/contract';
import type { BlockOf } from '@sportsbook/contract/site';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { KickoffTime } from '@/catalogue/lists/kickoff-time';
import { ListError } from '@/catalogue/lists/list-states';
import { MarketCells } from '@/catalogue/lists/market-cells';
import { matchHref } from '@/catalogue/lists/match-href';
import { LiveStatus } from '@/catalogue/live/live-status';
import { useMatchUpdates } from '@/catalogue/live/use-catalogue-updates';
import panels from '@/components/ui/panels.module.css';
import { Skeleton } from '@/components/ui/skeleton';
import { MarketGroups, MatchMedia, Scoreboard } from '@/features/match';
import { Link } from '@/i18n/navigation';
import { isApiError } from '@/lib/api';
import { catalogueQueries } from '@/lib/queries/catalogue';
import type { BlockProps } from '../block-props';
import styles from '../cms.module.css';

type MatchBlock = 'event_markets' | 'odds' | 'match_preview';

/**
 * The block's match and what to draw: `children(match)` once it is there and open; a skeleton while it loads; a
 * sentence when it is gone or finished; words and a retry when it failed.
 */
function WithMatch({
  block,
  locale,
  children,
}: {
  block: BlockOf<MatchBlock>;
  locale: string;
  children: (match: Match) => ReactNode;
}) {
  const t = useTranslations('cms.match');
  const query = useQuery({ ...catalogueQueries.match(locale, block.eventId), retry: false });
  useMatchUpdates(block.eventId);
  const state = (words: string, link?: Match) => (
    <p className={styles.matchState} data-testid="cms-match-state">
      {words}
      {link && (
        <>
          {' '}
          <Link href={matchHref(link)} className={styles.inlineLink}>
            {t('open')}
          </Link>
        </>
      )}
    </p>
  );
  let body: ReactNode;
  if (query.isPending) body = <Skeleton height={block.type === 'event_markets' ? 240 : 96} radius={12} />;
  else if (query.isError)
    body =
      isApiError(query.error) && query.error.status === 404 ? (
        state(t('gone'))
      ) : (
        <ListError title={t('error')} onRetry={() => void query.refetch()} />
      );
  else if (query.data.isFinished) body = state(t('finished', { name: query.data.name }), query.data);
  else body = children(query.data);
  return (
    <div id={block.id} data-cms-block={block.type} className={styles.matchBlock}>
      {body}
    </div>
  );
}

/** The match's name as the block's heading, linking to its page. */
function MatchHeading({ match, small }: { match: Match; small?: boolean }) {
  return (
    <h2 className={small ? styles.matchName : styles.heading}>
      <Link href={matchHref(match)} className={styles.headingLink}>
        {match.name}
      </Link>
    </h2>
  );
}

export function EventMarketsBlock({ block, locale }: BlockProps<'event_markets'>) {
  return (
    <WithMatch block={block} locale={locale}>
      {(match) => (
        <section className={panels.stack} aria-label={match.name}>
          <MatchHeading match={match} />
          <MatchMedia match={match} />
          <MarketGroups match={match} />
        </section>
      )}
    </WithMatch>
  );
}

export function OddsBlock({ block, locale }: BlockProps<'odds'>) {
  return (
    <WithMatch block={block} locale={locale}>
      {(match) => (
        <section className={`${panels.card} ${styles.oddsCard}`} aria-label={match.name}>
          <div className={styles.oddsHead}>
            <MatchHeading match={match} small />
            {match.isLive ? (
              <LiveStatus match={match} compact />
            ) : (
              <KickoffTime startTime={match.start_time} />
            )}
          </div>
          <MarketCells
            matchId={match.id}
            matchStatus={match.status}
            market={match.main_market}
            columns={Math.min(3, Math.max(2, match.main_market?.outcomes.length ?? 3))}
            labelled
          />
        </section>
      )}
    </WithMatch>
  );
}

export function MatchPreviewBlock({ block, locale }: BlockProps<'match_preview'>) {
  const t = useTranslations('cms.match');
  return (
    <WithMatch block={block} locale={locale}>
      {(match) => (
        <article className={styles.preview} aria-label={match.name}>
          <p className={styles.muted}>
            {match.sport.name} · {match.tournament.name}
          </p>
          <Scoreboard match={match} Heading="h2" />
          <Link href={matchHref(match)} className={styles.buttonSecondary}>
            {t('open')}
          </Link>
        </article>
      )}
    </WithMatch>
  );
}
