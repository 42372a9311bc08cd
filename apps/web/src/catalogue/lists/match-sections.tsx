'use client';
/**
 * A titled list of matches from one GET /matches query, with its loading, empty and error states in words.
 * `MatchesSection` shows one page (home blocks, live sections); `PagedMatchesSection` loads page after page as
 * the virtualised list nears its end (sport, league and schedule lists).
 */
import type { Match } from '@sportsbook/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { type ReactNode, useCallback, useId, useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/i18n/navigation';
import { catalogueQueries, type MatchesParams } from '@/lib/queries/catalogue';
import type { Grouping } from './group-matches';
import { ListError, RowsSkeleton } from './list-states';
import { MatchList } from './match-list';
import styles from './match-sections.module.css';

export interface SectionProps {
  title: string;
  params: MatchesParams;
  grouping: Grouping;
  empty: { title: string; description?: string };
  showSecondary?: boolean;
  /** A link beside the title ("All live"). */
  more?: { href: string; label: string };
  /** Hide the whole section when it has no matches (optional blocks such as "Live now" on a sport page). */
  hideWhenEmpty?: boolean;
  headingLevel?: 'h1' | 'h2';
  icon?: ReactNode;
  /** Name the league in each row (default: when there are no league headers). */
  showLeague?: boolean;
  /** Draws each match instead of the odds row (results). */
  renderMatch?: (match: Match) => ReactNode;
}

function Heading({ id, title, more, headingLevel: H = 'h2', icon }: SectionProps & { id: string }) {
  return (
    <div className={styles.head}>
      <H id={id} className={styles.title}>
        {icon}
        {title}
      </H>
      {more && (
        <Link href={more.href} className={styles.more}>
          {more.label}
        </Link>
      )}
    </div>
  );
}

export function MatchesSection(props: SectionProps) {
  const locale = useLocale();
  const id = useId();
  const query = useQuery(catalogueQueries.matches(locale, props.params));
  const matches = query.data?.data ?? [];
  if (props.hideWhenEmpty && query.isSuccess && matches.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Heading {...props} id={id} />
      {query.isPending ? (
        <RowsSkeleton rows={4} />
      ) : query.isError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : matches.length === 0 ? (
        <EmptyState title={props.empty.title} description={props.empty.description} />
      ) : (
        <MatchList
          matches={matches}
          grouping={props.grouping}
          label={props.title}
          showSecondary={props.showSecondary}
          renderMatch={props.renderMatch}
          showLeague={props.showLeague}
        />
      )}
    </section>
  );
}

export function PagedMatchesSection(props: SectionProps) {
  const locale = useLocale();
  const id = useId();
  const query = useInfiniteQuery(catalogueQueries.matchPages(locale, props.params));
  const matches = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (props.hideWhenEmpty && query.isSuccess && matches.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Heading {...props} id={id} />
      {query.isPending ? (
        <RowsSkeleton />
      ) : query.isError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : matches.length === 0 ? (
        <EmptyState title={props.empty.title} description={props.empty.description} />
      ) : (
        <>
          <MatchList
            matches={matches}
            grouping={props.grouping}
            label={props.title}
            showSecondary={props.showSecondary}
            onEndReached={onEndReached}
            renderMatch={props.renderMatch}
            showLeague={props.showLeague}
          />
          {isFetchingNextPage && <Spinner label={props.title} size={20} />}
        </>
      )}
    </section>
  );
}
