'use client';
/**
 * The match page: where the match sits, its scoreboard, statistics and video, and every market in group tabs.
 * The server prefetched the match and its markets; match:{id} keeps both live from then on.
 */
import { EventStatus } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { WithFavouriteStar } from '@/catalogue/favourites/favourite-star';
import { Breadcrumbs } from '@/catalogue/lists/breadcrumbs';
import { ListError } from '@/catalogue/lists/list-states';
import { useMatchUpdates } from '@/catalogue/live/use-catalogue-updates';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { BetBuilderLink, LazyBetBuilder } from '@/features/betslip';
import { LazyMatchPoll } from '@/features/predictions';
import { Link } from '@/i18n/navigation';
import { isApiError } from '@/lib/api';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { paths } from '@/lib/routes';
import { MarketGroups } from './market-groups';
import { MatchMedia } from './match-media';
import styles from './match-page.module.css';
import { Scoreboard } from './scoreboard';

// The bet builder shows nothing until its own query answers (and the site allows custom bets): its code loads
// with the page's hydration instead of being part of its first load.

export function MatchPage({ matchId }: { matchId: number }) {
  const t = useTranslations('match');
  const locale = useLocale();
  const query = useQuery(catalogueQueries.match(locale, matchId));
  useMatchUpdates(matchId);

  if (query.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton height={14} width="40%" />
        <Skeleton height={180} radius={12} />
        <Skeleton height={240} radius={12} />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <EmptyState
          title={t('gone.title')}
          description={t('gone.description')}
          action={
            <Button asChild variant="secondary">
              <Link href={paths.home}>{t('gone.action')}</Link>
            </Button>
          }
        />
      );
    }
    return <ListError title={t('errorTitle')} onRetry={() => void query.refetch()} />;
  }

  const match = query.data;
  return (
    <div className={styles.page}>
      <WithFavouriteStar wrap={false} type="matches" id={match.id} name={match.name} size="md">
        <Breadcrumbs
          items={[
            { label: match.sport.name, href: paths.sport(match.sport.key) },
            { label: match.category.name, href: paths.sportItem(match.sport.key, match.category.slug) },
            { label: match.tournament.name, href: paths.sportItem(match.sport.key, match.tournament.slug) },
            { label: match.name },
          ]}
        />
      </WithFavouriteStar>
      <Scoreboard match={match} />
      {match.isFinished && (
        <p className={styles.notice}>{t(match.type === 'outright' ? 'decidedNotice' : 'finishedNotice')}</p>
      )}
      {match.status === EventStatus.notCovered && <p className={styles.notice}>{t('notCoveredNotice')}</p>}
      <MatchMedia match={match} />
      <section aria-labelledby="markets-heading" className={styles.markets}>
        <div className={styles.marketsHead}>
          <h2 id="markets-heading" className={styles.heading}>
            {t('markets.title')}
          </h2>
          <BetBuilderLink match={match} />
        </div>
        <MarketGroups match={match} />
      </section>
      {/* After the markets: most bettors come for them; #betBuilder (a known hash) jumps here. */}
      <Suspense fallback={null}>
        <LazyBetBuilder match={match} />
      </Suspense>
      <LazyMatchPoll match={match} />
    </div>
  );
}
