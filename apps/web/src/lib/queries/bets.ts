/**
 * Query options of the player's bets (GET /api/v3/bets, spec core-betting §3 "My bets", §7, §9) and the cache
 * patches that keep them live (`bet_changed`, `bet_cashout_changed` on `$user:{id}`).
 *
 * Keys sit under `playerKeys.all` (`['player', ...]`), so signing out, which removes the player's queries,
 * drops the bets with them; `betsKeys.all` is the prefix of every bets list (invalidate it after placing).
 * Lists are infinite queries of pages of {@link PAGE_SIZE} (500): their cache holds `{pages, pageParams}` with
 * each page as the server sent it, `{data, pagination}`. Paging ends when `page` equals `last_page`.
 */
import type { BetResponse, BetsResponse } from '@sportsbook/contract';
import {
  applyBetUpdate,
  type Bet,
  type BetListFilter,
  type BetResultFilter,
  type Money,
  matchesBetFilters,
  PAGE_SIZE,
  statusesFor,
} from '@sportsbook/domain';
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api/client';

/** The list and result filters of one bets list. */
export interface BetsFilters {
  list: BetListFilter;
  result: BetResultFilter;
}

/** Every bet, every result: the list the tab opens on. */
export const ALL_BETS: BetsFilters = { list: 'all', result: 'all' };

/** The cached shape of a bets list. */
export type BetPages = InfiniteData<BetsResponse, number>;

/** Query keys of the player's bets. */
export const betsKeys = {
  /** Prefix of every bets query (all filters, all players). */
  all: ['player', 'bets'] as const,
  /** Every list of one player. */
  lists: (playerId: string) => ['player', 'bets', playerId] as const,
  list: (playerId: string, locale: string, filters: BetsFilters) =>
    ['player', 'bets', playerId, locale, filters.list, filters.result] as const,
};

/** The next page to ask for, or undefined when this page was the last (spec §4 "Bet list paging"). */
export function nextBetsPage(last: BetsResponse): number | undefined {
  const { page, last_page } = last.pagination;
  return page < last_page ? page + 1 : undefined;
}

/** GET /bets query of one page: the statuses of the list filter (never the excluded set) and the result filter. */
export function betsQueryOf(filters: BetsFilters, page: number, locale: string) {
  return {
    status: statusesFor(filters.list),
    result: filters.result,
    page,
    limit: PAGE_SIZE,
    locale,
  };
}

/** Query options of the player's bets. */
export const betsQueries = {
  /** GET /bets page after page (`useInfiniteQuery`), newest first; only for a signed-in player. */
  list: (playerId: string, locale: string, filters: BetsFilters = ALL_BETS) =>
    infiniteQueryOptions({
      queryKey: betsKeys.list(playerId, locale, filters),
      queryFn: ({ signal, pageParam }) =>
        apiFetch<BetsResponse>('/api/v3/bets', {
          locale,
          signal,
          query: betsQueryOf(filters, pageParam, locale),
        }),
      initialPageParam: 1,
      getNextPageParam: nextBetsPage,
      // Realtime keeps a mounted list current; one opened again after a while away is refetched.
      staleTime: 0,
    }),
};

/** The filters a bets list key was built with (its last two parts). */
function filtersOfKey(key: readonly unknown[]): BetsFilters {
  return { list: key[4] as BetListFilter, result: key[5] as BetResultFilter };
}

/**
 * One list after a `bet_changed` update (spec §4 "Bets list updates", the domain's `applyBetUpdate`): a listed
 * bet is replaced by id with its selections merged, then dropped if it no longer passes the list's filters (an
 * open bet settled while the "open" list shows); an unknown bet that passes them is added on top of the first
 * page; a vip bet that becomes rejected leaves. Pages that do not change keep their identity; `undefined` means
 * the list does not change at all.
 */
export function applyBetUpdateToPages(
  pages: BetPages,
  update: BetResponse,
  filters: BetsFilters,
): BetPages | undefined {
  const pageIndex = pages.pages.findIndex((p) => p.data.some((b) => b.id === update.id));
  const wanted = (bet: Bet) => matchesBetFilters(bet, filters.list, filters.result);
  if (pageIndex === -1) {
    const first = pages.pages[0];
    if (!first || !wanted(update) || (update.is_vip && update.status === 'rejected')) return undefined;
    const data = applyBetUpdate(first.data, update);
    const total = first.pagination.total + 1;
    return {
      ...pages,
      pages: [{ ...first, data, pagination: { ...first.pagination, total } }, ...pages.pages.slice(1)],
    };
  }
  return {
    ...pages,
    pages: pages.pages.map((page, i) => {
      if (i !== pageIndex) return page;
      const merged = applyBetUpdate(page.data, update);
      const data = merged.filter((b) => b.id !== update.id || wanted(b));
      return { ...page, data };
    }),
  };
}

/** One list after a `bet_cashout_changed` offer; `undefined` when the bet is not in it or the offer is the same. */
export function applyCashoutOfferToPages(
  pages: BetPages,
  betId: string,
  toCashout: Money | null,
): BetPages | undefined {
  const pageIndex = pages.pages.findIndex((p) =>
    p.data.some((b) => b.id === betId && b.to_cashout !== toCashout),
  );
  if (pageIndex === -1) return undefined;
  return {
    ...pages,
    pages: pages.pages.map((page, i) =>
      i === pageIndex
        ? { ...page, data: page.data.map((b) => (b.id === betId ? { ...b, to_cashout: toCashout } : b)) }
        : page,
    ),
  };
}

/** Applies a `bet_changed` update to every cached bets list of the player. */
export function patchBetChanged(client: QueryClient, playerId: string, update: BetResponse): void {
  for (const [key, data] of client.getQueriesData<BetPages>({ queryKey: betsKeys.lists(playerId) })) {
    if (!data) continue;
    const next = applyBetUpdateToPages(data, update, filtersOfKey(key));
    if (next) client.setQueryData(key, next);
  }
}

/** Applies a new cashout offer to every cached bets list of the player. */
export function patchCashoutOffer(
  client: QueryClient,
  playerId: string,
  betId: string,
  toCashout: Money | null,
): void {
  client.setQueriesData<BetPages>({ queryKey: betsKeys.lists(playerId) }, (data) =>
    data ? applyCashoutOfferToPages(data, betId, toCashout) : undefined,
  );
}

/** A bet of the player as cached in any of their lists, or undefined when no list holds it. */
export function findCachedBet(client: QueryClient, playerId: string, betId: string): BetResponse | undefined {
  for (const [, data] of client.getQueriesData<BetPages>({ queryKey: betsKeys.lists(playerId) })) {
    for (const page of data?.pages ?? []) {
      const bet = page.data.find((b) => b.id === betId);
      if (bet) return bet;
    }
  }
  return undefined;
}
