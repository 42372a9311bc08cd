/**
 * The player's favourite ids per type (spec core-betting §3 "Favourites", §7 GET /favourites/{type}), the calls
 * that add and remove one, and the cache rule of a toggle (the domain's `favouriteTransition`).
 *
 * Keys sit under `playerKeys.all` (`['player', ...]`), so signing out drops them with the rest of the player's
 * data. Favourite-match lists are ordinary catalogue queries with `favourite: true`; a toggle refetches them.
 */
import type { FavouriteKind, FavouritesResponse } from '@sportsbook/contract';
import { favouriteTransition } from '@sportsbook/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { catalogueKeys, type MatchesParams } from '@/lib/queries/catalogue';

/** What the app marks as favourite: matches (event rows, match page) and leagues (league headers). */
export type StarredKind = Extract<FavouriteKind, 'matches' | 'tournaments'>;

/** Query keys of the favourite ids. */
export const favouritesKeys = {
  all: ['player', 'favourites'] as const,
  ids: (playerId: string, type: FavouriteKind) => ['player', 'favourites', playerId, type] as const,
};

/** Query options of the favourite ids. */
export const favouritesQueries = {
  /** GET /favourites/{type}: `{favoriteIds}` of the signed-in player. */
  ids: (locale: string, playerId: string, type: FavouriteKind) =>
    queryOptions({
      queryKey: favouritesKeys.ids(playerId, type),
      queryFn: ({ signal }) => apiFetch<FavouritesResponse>(`/api/v2/favourites/${type}`, { locale, signal }),
      staleTime: 5 * 60_000,
    }),
};

/** POST (add) or DELETE (remove) /favourites/{type}/{id}; answers the type's ids after the change. */
export function saveFavourite(
  locale: string,
  type: FavouriteKind,
  id: number,
  add: boolean,
): Promise<FavouritesResponse> {
  return apiFetch<FavouritesResponse>(`/api/v2/favourites/${type}/${id}`, {
    locale,
    method: add ? 'POST' : 'DELETE',
  });
}

/**
 * The cached ids after a toggle of `id` succeeded, by the domain's rule (the id is added or removed). Applied to
 * the ids cached now, not those seen at the click, so two quick toggles of different items both stay.
 */
export function idsAfterToggle(ids: readonly number[], id: number, added: boolean): number[] {
  return [
    ...favouriteTransition({ isOn: !added, pending: true, cachedIds: ids }, { type: 'SUCCEEDED', id, added })
      .cachedIds,
  ];
}

/** True for a cached match list filtered to the player's favourites. */
function isFavouriteList(queryKey: readonly unknown[]): boolean {
  const kind = queryKey[2];
  if (kind !== 'matches' && kind !== 'match-pages') return false;
  return (queryKey[3] as MatchesParams | undefined)?.favourite === true;
}

/** Refetches (or marks stale) every cached favourite-match list of `locale`. */
export function refreshFavouriteLists(client: QueryClient, locale: string): Promise<void> {
  return client.invalidateQueries({
    queryKey: catalogueKeys.all(locale),
    predicate: ({ queryKey }) => isFavouriteList(queryKey),
  });
}

/** Drops every cached favourite-match list of `locale`, so the next one is fetched for the player signed in now. */
export function forgetFavouriteLists(client: QueryClient, locale: string): void {
  client.removeQueries({
    queryKey: catalogueKeys.all(locale),
    predicate: ({ queryKey }) => isFavouriteList(queryKey),
  });
}
