'use client';
/**
 * The blocks that list matches (live, prematch, top, outrights, results, schedule, favourites) and the ones that
 * show one match (event markets, odds, match preview): the catalogue's match section with the block's query,
 * kept live by the realtime feed (the page's one LiveUpdates, cms-page.tsx).
 */
import type { BlockOf } from '@sportsbook/contract/site';
import { EventStatus } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { MatchesSection } from '@/catalogue/lists/match-sections';
import { CalendarIcon, LiveIcon } from '@/components/ui/icons';
import type { MatchesParams } from '@/lib/queries/catalogue';
import type { BlockProps } from '../block-props';
import { textOf, textOr } from '../text-of';

const ICONS: Partial<Record<EventsType, ReactNode>> = {
  live_events: <LiveIcon />,
  prematch_events: <CalendarIcon />,
  schedule: <CalendarIcon />,
};

export type EventsType =
  | 'live_events'
  | 'prematch_events'
  | 'top_events'
  | 'outrights'
  | 'results'
  | 'schedule'
  | 'favorites'
  | 'event_markets'
  | 'odds'
  | 'match_preview';

const BY_PRIORITY: MatchesParams['sort_by'] = [
  'sport_priority.asc',
  'tournament_priority.asc',
  'start_time.asc',
];

/** The GET /matches query of a block. */
export function eventsParams(block: BlockOf<EventsType>): MatchesParams {
  if ('eventId' in block) return { id: [block.eventId], limit: 1 };
  const limit = 'limit' in block ? block.limit : 10;
  const sport = 'sport' in block && block.sport ? { sport_key: [block.sport] } : {};
  const base = { limit, ...sport };
  switch (block.type) {
    case 'live_events':
      return { ...base, type: 'match', match_status: [EventStatus.live], sort_by: BY_PRIORITY };
    case 'top_events':
      return {
        ...base,
        type: 'match',
        match_status: [EventStatus.prematch, EventStatus.live],
        sort_by: BY_PRIORITY,
      };
    case 'outrights':
      return { ...base, type: 'outright', match_status: [EventStatus.prematch], sort_by: ['start_time.asc'] };
    case 'results':
      return { ...base, type: 'match', match_status: [EventStatus.finished], sort_by: ['start_time.desc'] };
    case 'favorites':
      return { ...base, favourite: true, match_status: [EventStatus.prematch, EventStatus.live] };
    default:
      return { ...base, type: 'match', match_status: [EventStatus.prematch], sort_by: ['start_time.asc'] };
  }
}

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
