'use client';
/**
 * Sports -> categories -> leagues. Sports come with the page (prefetched by the sports layout); the categories
 * and leagues of a sport load when it is expanded. Nodes without events are hidden once counts are known, so
 * the tree never leads to an empty page.
 */
import type { Category, CountersResponse, Sport, Tournament } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { SportIcon } from '@/components/ui/sport-icon';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { usePathname } from '@/i18n/navigation';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { paths } from '@/lib/routes';
import { NavLink } from './nav-link';
import styles from './sports-nav.module.css';

type Counts = Record<string, { matchCount: number; outrightCount: number }>;

/** Events of one node, or undefined while counts are unknown (then every node shows). */
function countOf(counts: Counts | undefined, id: number): number | undefined {
  if (!counts) return undefined;
  const c = counts[String(id)];
  return c ? c.matchCount + c.outrightCount : 0;
}

function Count({ value }: { value: number | undefined }) {
  const t = useTranslations('shell.sportsTree');
  if (value === undefined) return null;
  return (
    <>
      <span className={styles.count} aria-hidden="true">
        {value}
      </span>
      <VisuallyHidden>{t('count', { count: value })}</VisuallyHidden>
    </>
  );
}

function SkeletonRows({ rows }: { rows: number }) {
  return Array.from({ length: rows }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <div key={i} className={styles.skeletonRow}>
      <Skeleton height={14} width={`${60 + ((i * 23) % 35)}%`} />
    </div>
  ));
}

interface SportsTreeProps {
  counters: CountersResponse | undefined;
  countersFailed: boolean;
}

export function SportsTree({ counters, countersFailed }: SportsTreeProps) {
  const t = useTranslations('shell.sportsTree');
  const tActions = useTranslations('common.actions');
  const locale = useLocale();
  const sports = useQuery(catalogueQueries.sports(locale));
  // Hide empty sports only when counts arrived; if counting failed, better show all than none.
  const sportCounts = countersFailed ? undefined : counters?.sports;

  if (sports.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        <SkeletonRows rows={10} />
      </div>
    );
  }
  if (sports.isError) {
    return (
      <div className={styles.message} role="alert">
        {t('error')}
        <Button size="sm" variant="secondary" onClick={() => sports.refetch()}>
          {tActions('retry')}
        </Button>
      </div>
    );
  }

  const visible = sports.data.data.filter((s) => countOf(sportCounts, s.id) !== 0);
  if (visible.length === 0) return <p className={styles.message}>{t('empty')}</p>;
  const groups = [
    { key: 'sports', sports: visible.filter((s) => s.type !== 'cyber') },
    { key: 'esports', sports: visible.filter((s) => s.type === 'cyber') },
  ] as const;

  return groups.map((group) =>
    group.sports.length === 0 ? null : (
      <section key={group.key} aria-label={t(group.key)}>
        <h2 className={styles.heading}>{t(group.key)}</h2>
        <ul className={styles.list}>
          {group.sports.map((sport) => (
            <SportNode key={sport.id} sport={sport} counters={counters} />
          ))}
        </ul>
      </section>
    ),
  );
}

function SportNode({ sport, counters }: { sport: Sport; counters: CountersResponse | undefined }) {
  const t = useTranslations('shell.sportsTree');
  const pathname = usePathname();
  const href = paths.sport(sport.key);
  // The sport of the page being viewed starts expanded, so the bettor sees where they are.
  const [open, setOpen] = useState(() => pathname.startsWith(`${href}/`));
  const listId = useId();

  return (
    <li>
      <div className={styles.row}>
        <NavLink href={href} className={styles.link} activeClassName={styles.active}>
          <SportIcon sport={sport} />
          <span className={styles.name}>{sport.name}</span>
          <Count value={countOf(counters?.sports, sport.id)} />
        </NavLink>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t('toggle', { name: sport.name })}
          onClick={() => setOpen((o) => !o)}
        >
          <ChevronRightIcon />
        </button>
      </div>
      {open ? <SportCategories id={listId} sport={sport} counters={counters} /> : null}
    </li>
  );
}

function SportCategories({
  id,
  sport,
  counters,
}: {
  id: string;
  sport: Sport;
  counters: CountersResponse | undefined;
}) {
  const t = useTranslations('shell.sportsTree');
  const locale = useLocale();
  const categories = useQuery(catalogueQueries.categories(locale, sport.id));
  const tournaments = useQuery(catalogueQueries.tournaments(locale, { sportId: [sport.id] }));

  if (categories.isPending || tournaments.isPending) {
    return (
      <div id={id} className={styles.nested} aria-busy="true">
        <VisuallyHidden>{t('loadingLeagues')}</VisuallyHidden>
        <SkeletonRows rows={3} />
      </div>
    );
  }
  if (categories.isError || tournaments.isError) {
    return (
      <p id={id} className={`${styles.nested} ${styles.message}`}>
        {t('error')}
      </p>
    );
  }

  const byCategory = new Map<number, Tournament[]>();
  for (const tournament of tournaments.data.data) {
    if (countOf(counters?.tournaments, tournament.id) === 0) continue;
    const list = byCategory.get(tournament.category.id) ?? [];
    list.push(tournament);
    byCategory.set(tournament.category.id, list);
  }
  const shown = categories.data.data.filter((c) => byCategory.has(c.id));

  return (
    <ul id={id} className={`${styles.list} ${styles.nested}`}>
      {shown.map((category) => (
        <CategoryNode
          key={category.id}
          sport={sport}
          category={category}
          leagues={byCategory.get(category.id) ?? []}
          counters={counters}
        />
      ))}
    </ul>
  );
}

interface CategoryNodeProps {
  sport: Sport;
  category: Category;
  leagues: Tournament[];
  counters: CountersResponse | undefined;
}

function CategoryNode({ sport, category, leagues, counters }: CategoryNodeProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(() =>
    leagues.some((l) => pathname === paths.sportItem(sport.key, l.slug)),
  );
  const listId = useId();

  return (
    <li>
      <button
        type="button"
        className={styles.categoryButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronRightIcon />
        <span className={styles.name}>{category.name}</span>
        <Count value={countOf(counters?.categories, category.id)} />
      </button>
      {open ? (
        <ul id={listId} className={`${styles.list} ${styles.nested}`}>
          {leagues.map((league) => (
            <li key={league.id}>
              <NavLink
                href={paths.sportItem(sport.key, league.slug)}
                className={`${styles.link} ${styles.league}`}
                activeClassName={styles.active}
              >
                <span className={styles.name}>{league.name}</span>
                <Count value={countOf(counters?.tournaments, league.id)} />
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
