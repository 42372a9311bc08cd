'use client';
/**
 * My bets (spec core-betting §3, §4, §6): the player's bets newest first, filtered by list and result, in pages
 * of 500 with "show more" until the last page, live through `$user:{id}`. Only the cards near the view are
 * mounted (catalogue/lists/virtual-list.tsx: against the panel's own scroller in the tab, the page's on the page),
 * so 500 bets draw as fast as 5. Signed out it asks to sign in; while
 * the session is not known yet, and while loading, it shows card-shaped skeletons with words; errors offer a retry.
 * The bet-slip panel's MY_BETS tab and the /bets-history page both render it.
 */
import type { Bet } from '@sportsbook/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useMemo, useState } from 'react';
import { VirtualList } from '@/catalogue/lists/virtual-list';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TicketIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/i18n/navigation';
import { ALL_BETS, type BetsFilters, betsQueries } from '@/lib/queries/bets';
import { requestSignIn, useSession } from '@/session/session';
import { BetCard } from './bet-card';
import { BetFilters } from './bet-filters';
import styles from './bet-list.module.css';
import { BETS_HISTORY_PATH } from './bets-history-path';
import { useBetUpdates } from './use-bet-updates';

export interface BetListProps {
  /** `tab`: inside the bet-slip panel, with a link to the full page; `page`: the bets history page. */
  variant: 'tab' | 'page';
}

const betKey = (bet: Bet) => bet.id;
/** A settled single with its selections folded; the list measures each card as it renders. */
const estimateCard = () => 150;
/** A card with the gap below it inside the measured row (rows are placed one under another, with no gap). */
const renderCard = (bet: Bet) => (
  <div className={styles.card}>
    <BetCard bet={bet} />
  </div>
);

function BetsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <Spinner label={label} size={16} />
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton width="45%" height={16} />
          <Skeleton width="70%" height={12} />
          <Skeleton height={32} />
        </div>
      ))}
    </div>
  );
}

function PlayerBets({ playerId, variant }: BetListProps & { playerId: string }) {
  const t = useTranslations('mybets.list');
  const locale = useLocale();
  const [filters, setFilters] = useState<BetsFilters>(ALL_BETS);
  useBetUpdates(playerId);
  const query = useInfiniteQuery(betsQueries.list(playerId, locale, filters));
  const bets = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const total = query.data?.pages[0]?.pagination.total ?? bets.length;
  const filtered = filters.list !== ALL_BETS.list || filters.result !== ALL_BETS.result;

  let content: ReactNode;
  if (query.isPending) {
    content = <BetsSkeleton label={t('loading')} />;
  } else if (query.isError) {
    content = (
      <EmptyState
        title={t('errorTitle')}
        description={t('errorDescription')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (bets.length === 0) {
    content = (
      <EmptyState
        icon={<TicketIcon />}
        title={filtered ? t('emptyFilteredTitle') : t('emptyTitle')}
        description={filtered ? t('emptyFilteredDescription') : t('emptyDescription')}
      />
    );
  } else {
    content = (
      <>
        <VirtualList
          items={bets}
          getKey={betKey}
          estimateSize={estimateCard}
          renderItem={renderCard}
          label={t('label')}
          scroller={variant === 'tab' ? 'nearest' : 'window'}
        />
        <p className={styles.count} aria-live="polite">
          {t('shown', { shown: bets.length, total: Math.max(total, bets.length) })}
        </p>
        {query.hasNextPage && (
          <Button
            variant="secondary"
            block
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <div className={styles.list} data-variant={variant}>
      {variant === 'page' && (
        // The page's h1 names the page; cards are h3 in both places, so the list needs its h2 here.
        <h2 className={styles.hidden}>{t('label')}</h2>
      )}
      <BetFilters value={filters} onChange={setFilters} />
      {content}
      {variant === 'tab' && (
        <Link href={BETS_HISTORY_PATH} className={styles.history}>
          {t('historyLink')}
        </Link>
      )}
    </div>
  );
}

export function BetList({ variant }: BetListProps) {
  const t = useTranslations('mybets.list');
  const session = useSession();
  if (session.status === 'unknown' || session.status === 'pending') {
    return <BetsSkeleton label={t('checking')} />;
  }
  if (!session.player) {
    return (
      <EmptyState
        icon={<TicketIcon />}
        title={t('signInTitle')}
        description={t('signInDescription')}
        action={<Button onClick={() => requestSignIn('my_bets')}>{t('signIn')}</Button>}
      />
    );
  }
  return <PlayerBets playerId={session.player.id} variant={variant} />;
}
