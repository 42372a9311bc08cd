/**
 * The notification calls (spec platform §7): the unread counter, pages of the list, marking read. Keys are under
 * ['notifications'], per player.
 */
import type { NotificationPage } from '@sportsbook/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

/** Rows per page of the panel. */
const PAGE_SIZE = 10;

export const notificationKeys = {
  all: ['notifications'] as const,
  counters: (player: string) => ['notifications', 'counters', player] as const,
  list: (locale: string, player: string) => ['notifications', 'list', locale, player] as const,
};

export const notificationQueries = {
  /** The unread counter (kept current by `unread_counters_changed`). */
  counters: (locale: string, player: string) =>
    queryOptions({
      queryKey: notificationKeys.counters(player),
      queryFn: ({ signal }) =>
        apiFetch<{ unread: number }>('/api/v2/notifications/counters', { locale, signal }),
      select: (answer) => answer.unread,
      staleTime: 60_000,
    }),
  /** Pages of the list, newest first; the next page while `page < last_page`. */
  list: (locale: string, player: string) =>
    infiniteQueryOptions({
      queryKey: notificationKeys.list(locale, player),
      queryFn: ({ signal, pageParam }) =>
        apiFetch<NotificationPage>('/api/v2/notifications', {
          locale,
          signal,
          query: { page: pageParam, limit: PAGE_SIZE },
        }),
      initialPageParam: 1,
      getNextPageParam: (last) =>
        last.pagination.page < last.pagination.last_page ? last.pagination.page + 1 : undefined,
    }),
};

type ReadAnswer = { updated: number; unread: number };

/** POST /notifications/read. */
export const markRead = (locale: string, ids: readonly string[]) =>
  apiFetch<ReadAnswer>('/api/v2/notifications/read', { locale, method: 'POST', body: { ids } });

/** POST /notifications/read-all. */
export const markAllRead = (locale: string) =>
  apiFetch<ReadAnswer>('/api/v2/notifications/read-all', { locale, method: 'POST' });
