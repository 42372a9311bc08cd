/**
 * Query options of a match's media (statistics page URL, video streams), beside the shared catalogue options.
 * Keys sit under the catalogue's ['catalogue', locale, ...] so a locale switch starts afresh, with resources of
 * their own that realtime never touches.
 */
import type { StatisticsResponse, StreamsResponse } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

/** Media URLs do not move during a match. */
const MEDIA_STALE_MS = 10 * 60_000;

export const matchMediaQueries = {
  statistics: (locale: string, matchId: number) =>
    queryOptions({
      queryKey: ['catalogue', locale, 'statistics', matchId] as const,
      queryFn: ({ signal }) =>
        apiFetch<StatisticsResponse>(`/api/v2/matches/${matchId}/statistics`, { locale, signal }),
      staleTime: MEDIA_STALE_MS,
    }),
  streams: (locale: string, matchId: number) =>
    queryOptions({
      queryKey: ['catalogue', locale, 'streams', matchId] as const,
      queryFn: ({ signal }) =>
        apiFetch<StreamsResponse>(`/api/v2/matches/${matchId}/streams`, { locale, signal }),
      staleTime: MEDIA_STALE_MS,
    }),
};
