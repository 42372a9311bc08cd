/** Query options of the account centre: loyalty, transactions. Under `playerKeys.all`: sign-out drops them. */
import type { CompPoints, StatusGroupsResponse, TransactionsResponse } from '@sportsbook/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

const PLATFORM = '/api/platform/player';

export interface TransactionFilters {
  page: number;
  currency?: string;
  kind?: string;
}

const profileKeys = {
  transactions: () => ['player', 'transactions'] as const,
};

export const profileQueries = {
  compPoints: (locale: string) =>
    queryOptions({
      queryKey: ['player', 'comp-points'],
      queryFn: ({ signal }) => apiFetch<CompPoints>(`${PLATFORM}/comp_points`, { locale, signal }),
    }),
  statusGroups: (locale: string) =>
    queryOptions({
      queryKey: ['player', 'status-groups', locale],
      queryFn: ({ signal }) =>
        apiFetch<StatusGroupsResponse>(`${PLATFORM}/status_groups`, { locale, signal }),
    }),
  transactions: (locale: string, filters: TransactionFilters) =>
    queryOptions({
      queryKey: [...profileKeys.transactions(), filters],
      queryFn: ({ signal }) =>
        apiFetch<TransactionsResponse>(`${PLATFORM}/transactions`, {
          locale,
          signal,
          query: { page: filters.page, limit: 20, currency: filters.currency, kind: filters.kind },
        }),
      placeholderData: keepPreviousData,
    }),
};
