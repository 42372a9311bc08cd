/** Search results as one flat list of options (for arrow keys), each with its group and where it leads. */
import type { SearchResponse } from '@sportsbook/contract';
import { paths } from '@/lib/routes';

export type SearchGroup = 'sports' | 'leagues' | 'matches';

export interface SearchOption {
  id: string;
  group: SearchGroup;
  href: string;
  label: string;
  detail: string;
  /** Start time (ISO) for matches, shown as their kick-off or live badge. */
  startTime?: string;
  live?: boolean;
  /** Finished or closed: still findable (its result), no longer bettable. */
  ended?: boolean;
}

export function searchOptions(answer: SearchResponse): SearchOption[] {
  return [
    ...answer.sports.map((s) => ({
      id: `sport-${s.id}`,
      group: 'sports' as const,
      href: paths.sport(s.key),
      label: s.name,
      detail: '',
    })),
    ...answer.tournaments.map((t) => ({
      id: `league-${t.id}`,
      group: 'leagues' as const,
      href: paths.sportItem(t.sport.key, t.slug),
      label: t.name,
      detail: `${t.sport.name} · ${t.category.name}`,
    })),
    ...answer.matches.map((m) => ({
      id: `match-${m.id}`,
      group: 'matches' as const,
      href: paths.sportItem(m.sport.key, m.slug),
      label: m.name,
      detail: `${m.sport.name} · ${m.tournament.name}`,
      startTime: m.start_time,
      live: m.isLive,
      ended: m.isFinished,
    })),
  ];
}
