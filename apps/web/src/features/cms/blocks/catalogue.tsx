'use client';
/**
 * The blocks drawn by the catalogue, in one script since they share it: the match lists (live, prematch, top events,
 * outrights, results, schedule, favourites) through the catalogue's match section; the leagues and top leagues
 * through its league links; the sport list; and LiveUpdates, the page's one realtime subscription that keeps every
 * list on it live.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LeagueLinks } from '@/catalogue/lists/league-links';
import { ListError, RowsSkeleton } from '@/catalogue/lists/list-states';
import { MatchesSection } from '@/catalogue/lists/match-sections';
import { useCatalogueUpdates } from '@/catalogue/live/use-catalogue-updates';
import { CalendarIcon, LiveIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { paths } from '@/lib/routes';
import type { BlockProps } from '../block-props';
import styles from '../cms.module.css';
import { type EventsType, eventsParams, OPEN_MATCHES } from '../events-params';
import { textOf, textOr } from '../text-of';

const ICONS: Partial<Record<EventsType, ReactNode>> = {
  live_events: <LiveIcon />,
  prematch_events: <CalendarIcon />,
  schedule: <CalendarIcon />,
};

export function EventsBlock({ block, locale }: BlockProps<EventsType>) {
  const t = useTranslations('cms.events');
  const title = 'title' in block ? block.title : undefined;
  const more = 'more' in block ? block.more : undefined;
  return (
    <div id={block.id}>
      <MatchesSection
        title={textOr(title, locale, t(`${block.type}.title`))}
        icon={ICONS[block.type]}
        params={eventsParams(block)}
        grouping={block.type === 'live_events' ? 'league' : 'none'}
        more={more && { href: more.href, label: textOf(more.label, locale) }}
        empty={{ title: t(`${block.type}.empty`) }}
      />
    </div>
  );
}

export function LeaguesBlock({ block, locale }: BlockProps<'leagues' | 'top_leagues'>) {
  const t = useTranslations('cms');
  return (
    <div id={block.id}>
      <LeagueLinks
        title={textOr(block.title, locale, t(block.type === 'leagues' ? 'leagues' : 'topLeagues'))}
        limit={block.limit}
        showSport
        tournaments={{}}
        counters={OPEN_MATCHES}
      />
    </div>
  );
}

export function SportListBlock({ block, locale }: BlockProps<'sport_list'>) {
  const t = useTranslations('cms');
  const query = useQuery(catalogueQueries.sports(locale));
  const title = textOr(block.title, locale, t('sports'));
  return (
    <nav id={block.id} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {query.isPending ? (
        <RowsSkeleton rows={3} />
      ) : query.isError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : (
        <ul className={styles.linkBar}>
          {query.data.data.slice(0, block.limit).map((sport) => (
            <li key={sport.key}>
              <Link href={paths.sport(sport.key)} className={styles.chip}>
                {sport.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

export function LiveUpdates() {
  useCatalogueUpdates();
  return null;
}
