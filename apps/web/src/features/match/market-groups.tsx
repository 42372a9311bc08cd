'use client';
/**
 * Every market of a match in group tabs ("All", "Main", "Totals"...). All markets come in one request and the
 * tabs filter them, so switching tabs is instant and realtime patches one cache entry.
 */
import type { Match } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ListError } from '@/catalogue/lists/list-states';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { MarketCard } from './market-card';
import styles from './market-groups.module.css';
import { groupTabs, marketCards } from './market-order';

function MarketsSkeleton() {
  const t = useTranslations('match.markets');
  return (
    <div className={styles.cards} aria-busy="true">
      <Spinner label={t('loading')} size={16} />
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton width="40%" height={16} />
          <span className={styles.skeletonLine}>
            <Skeleton height={40} radius={8} />
            <Skeleton height={40} radius={8} />
            <Skeleton height={40} radius={8} />
          </span>
        </div>
      ))}
    </div>
  );
}

export function MarketGroups({ match }: { match: Match }) {
  const t = useTranslations('match.markets');
  const locale = useLocale();
  const query = useQuery(catalogueQueries.markets(locale, match.id));
  const markets = query.data?.data;
  const tabs = useMemo(() => groupTabs(markets ?? []), [markets]);
  const [chosen, setChosen] = useState('all');
  // A group can empty out (its last market settled): fall back to every market rather than a blank tab.
  const tab = tabs.includes(chosen) ? chosen : 'all';
  const cards = useMemo(() => marketCards(markets ?? [], tab), [markets, tab]);

  if (query.isPending) return <MarketsSkeleton />;
  if (query.isError) return <ListError title={t('errorTitle')} onRetry={() => void query.refetch()} />;
  if (cards.length === 0) return <EmptyState title={t('emptyTitle')} description={t('emptyDescription')} />;

  const groupName = (key: string) =>
    t.has(`groups.${key}`) ? t(`groups.${key}`) : key.charAt(0).toUpperCase() + key.slice(1);
  return (
    <Tabs value={tab} onValueChange={setChosen} className={styles.tabs}>
      <TabsList aria-label={t('groupsLabel')} className={styles.list}>
        {tabs.map((key) => (
          <TabsTrigger key={key} value={key} className={styles.trigger}>
            {groupName(key)}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((key) => (
        <TabsContent key={key} value={key} className={styles.cards}>
          {key === tab &&
            cards.map((card) => (
              <MarketCard key={card.key} card={card} matchId={match.id} matchStatus={match.status} />
            ))}
        </TabsContent>
      ))}
    </Tabs>
  );
}
