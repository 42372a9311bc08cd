/**
 * Query options of the catalogue API (GET /api/v2/...): one `queryOptions` per resource, shared by server
 * prefetch (`queryClient.prefetchQuery(catalogueQueries.sports(locale))` + `HydrationBoundary`) and client hooks
 * (`useQuery(catalogueQueries.sports(locale))`).
 *
 * Cached data is the server's answer exactly as sent (`{data}`, `{data, pagination}`, a match...), so realtime
 * patches (lib/realtime/patch-catalogue.ts) can rely on one shape per key.
 *
 * Keys are hierarchical: `['catalogue', locale, resource, ...]`. A prefix addresses every variant at once, e.g.
 * `catalogueKeys.allMatches(locale)` for every match list or `catalogueKeys.allMarkets(locale, id)` for every
 * market tab of one match, which is what `setQueriesData` / `invalidateQueries` take.
 */
import type {
  CategoriesResponse,
  CountersBody,
  CountersResponse,
  MarketsResponse,
  Match,
  MatchesQuery,
  MatchesResponse,
  SearchQuery,
  SearchResponse,
  SettingsResponse,
  SportsResponse,
  Tournament,
  TournamentsResponse,
} from '@sportsbook/contract';
import { EventStatus, PAGE_SIZE, SEARCH_MIN_LENGTH } from '@sportsbook/domain';
import { infiniteQueryOptions, type QueryKey, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/client';

/** GET /matches filters; `page` and `limit` default on the server (1 and 50). */
export type MatchesParams = Partial<MatchesQuery>;
/** GET /tournaments filters. */
export interface TournamentsParams {
  sportId?: readonly number[];
  categoryId?: readonly number[];
}
/** GET /search filters besides the text. */
export type SearchParams = Omit<Partial<SearchQuery>, 'q'>;
/** POST /counters body. */
export type CountersParams = Partial<CountersBody>;

/** Counters of what can be bet on (prematch and live): the sports tree and the home page share this key. */
export const BETTABLE_COUNTERS: CountersParams = { match_status: [EventStatus.prematch, EventStatus.live] };

/**
 * How long fetched data counts as fresh. The tree of sports changes rarely; matches and counters move with the
 * feed, but realtime patches keep their cache current, so a short window only saves refetches on navigation.
 */
const CATALOGUE_STALE_TIME = {
  tree: 5 * 60_000,
  live: 15_000,
  settings: 10 * 60_000,
} as const;

const API = '/api/v2';

/** Query keys of the catalogue; use them for `setQueryData`, `invalidateQueries` and realtime patches. */
export const catalogueKeys = {
  all: (locale: string) => ['catalogue', locale] as const,
  sports: (locale: string) => ['catalogue', locale, 'sports'] as const,
  categories: (locale: string, sportId?: number) =>
    ['catalogue', locale, 'categories', sportId ?? null] as const,
  tournaments: (locale: string, params: TournamentsParams = {}) =>
    ['catalogue', locale, 'tournaments', params] as const,
  tournament: (locale: string, id: number) => ['catalogue', locale, 'tournament', id] as const,
  /** Prefix of every `matches(...)` key of a locale. */
  allMatches: (locale: string) => ['catalogue', locale, 'matches'] as const,
  matches: (locale: string, params: MatchesParams = {}) => ['catalogue', locale, 'matches', params] as const,
  /** Infinite (paged) match lists: their cache holds `{pages, pageParams}`, hence a resource of their own. */
  allMatchPages: (locale: string) => ['catalogue', locale, 'match-pages'] as const,
  matchPages: (locale: string, params: MatchesParams = {}) =>
    ['catalogue', locale, 'match-pages', params] as const,
  match: (locale: string, id: number) => ['catalogue', locale, 'match', id] as const,
  /** Prefix of every `markets(...)` key of one match. */
  allMarkets: (locale: string, matchId: number) => ['catalogue', locale, 'markets', matchId] as const,
  markets: (locale: string, matchId: number, groupKey?: string) =>
    ['catalogue', locale, 'markets', matchId, groupKey ?? null] as const,
  counters: (locale: string, params: CountersParams = {}) =>
    ['catalogue', locale, 'counters', params] as const,
  search: (locale: string, q: string, params: SearchParams = {}) =>
    ['catalogue', locale, 'search', q, params] as const,
  settings: (locale: string) => ['catalogue', locale, 'settings'] as const,
};

/** The resource part of a catalogue key (`'matches'`, `'markets'`...): ['catalogue', locale, resource, ...]. */
export function resource(key: QueryKey): unknown {
  return key[0] === 'catalogue' ? key[2] : undefined;
}

/** Query options per catalogue resource. */
export const catalogueQueries = {
  /** GET /sports: `{data: Sport[]}` by priority. */
  sports: (locale: string) =>
    queryOptions({
      queryKey: catalogueKeys.sports(locale),
      queryFn: ({ signal }) => apiFetch<SportsResponse>(`${API}/sports`, { locale, signal }),
      staleTime: CATALOGUE_STALE_TIME.tree,
    }),

  /** GET /categories: `{data: Category[]}`, of one sport when `sportId` is given. */
  categories: (locale: string, sportId?: number) =>
    queryOptions({
      queryKey: catalogueKeys.categories(locale, sportId),
      queryFn: ({ signal }) =>
        apiFetch<CategoriesResponse>(`${API}/categories`, {
          locale,
          signal,
          query: { sport_id: sportId === undefined ? undefined : [sportId] },
        }),
      staleTime: CATALOGUE_STALE_TIME.tree,
    }),

  /** GET /tournaments: `{data: Tournament[]}` filtered by sports and categories. */
  tournaments: (locale: string, params: TournamentsParams = {}) =>
    queryOptions({
      queryKey: catalogueKeys.tournaments(locale, params),
      queryFn: ({ signal }) =>
        apiFetch<TournamentsResponse>(`${API}/tournaments`, {
          locale,
          signal,
          query: { sport_id: params.sportId, category_id: params.categoryId },
        }),
      staleTime: CATALOGUE_STALE_TIME.tree,
    }),

  /** GET /tournaments/:id: one `Tournament`; rejects with ApiError code `not_found`. */
  tournament: (locale: string, id: number) =>
    queryOptions({
      queryKey: catalogueKeys.tournament(locale, id),
      queryFn: ({ signal }) => apiFetch<Tournament>(`${API}/tournaments/${id}`, { locale, signal }),
      staleTime: CATALOGUE_STALE_TIME.tree,
    }),

  /** GET /matches: one page, `{data: Match[], pagination}`. */
  matches: (locale: string, params: MatchesParams = {}) =>
    queryOptions({
      queryKey: catalogueKeys.matches(locale, params),
      queryFn: ({ signal }) => apiFetch<MatchesResponse>(`${API}/matches`, { locale, signal, query: params }),
      staleTime: CATALOGUE_STALE_TIME.live,
    }),

  /** GET /matches page after page (`useInfiniteQuery`); `params.page` is ignored. */
  matchPages: (locale: string, params: MatchesParams = {}) =>
    infiniteQueryOptions({
      queryKey: catalogueKeys.matchPages(locale, params),
      queryFn: ({ signal, pageParam }) =>
        apiFetch<MatchesResponse>(`${API}/matches`, {
          locale,
          signal,
          query: { ...params, page: pageParam },
        }),
      initialPageParam: 1,
      getNextPageParam: (last: MatchesResponse) =>
        last.pagination.page < last.pagination.last_page ? last.pagination.page + 1 : undefined,
      staleTime: CATALOGUE_STALE_TIME.live,
    }),

  /** GET /matches/:id: one `Match` with its main and secondary market. */
  match: (locale: string, id: number) =>
    queryOptions({
      queryKey: catalogueKeys.match(locale, id),
      queryFn: ({ signal }) => apiFetch<Match>(`${API}/matches/${id}`, { locale, signal }),
      staleTime: CATALOGUE_STALE_TIME.live,
    }),

  /** GET /matches/:id/markets: `{data: Market[], pagination}`, all of them or one group's (a market tab). */
  markets: (locale: string, matchId: number, groupKey?: string) =>
    queryOptions({
      queryKey: catalogueKeys.markets(locale, matchId, groupKey),
      queryFn: ({ signal }) =>
        apiFetch<MarketsResponse>(`${API}/matches/${matchId}/markets`, {
          locale,
          signal,
          // One page of PAGE_SIZE (500) holds every market of a real match.
          query: { limit: PAGE_SIZE, group_key: groupKey === undefined ? undefined : [groupKey] },
        }),
      staleTime: CATALOGUE_STALE_TIME.live,
    }),

  /** POST /counters: counts per sport, category and tournament, and the live count. */
  counters: (locale: string, params: CountersParams = {}) =>
    queryOptions({
      queryKey: catalogueKeys.counters(locale, params),
      queryFn: ({ signal }) =>
        apiFetch<CountersResponse>(`${API}/counters`, { locale, signal, method: 'POST', body: params }),
      staleTime: CATALOGUE_STALE_TIME.live,
      // Counters drift as matches start and end; the realtime feed does not carry them.
      refetchInterval: 60_000,
    }),

  /** GET /search: `{sports, tournaments, matches}`; disabled below the minimum query length. */
  search: (locale: string, q: string, params: SearchParams = {}) =>
    queryOptions({
      queryKey: catalogueKeys.search(locale, q, params),
      queryFn: ({ signal }) =>
        apiFetch<SearchResponse>(`${API}/search`, { locale, signal, query: { ...params, q } }),
      enabled: q.trim().length >= SEARCH_MIN_LENGTH,
      staleTime: CATALOGUE_STALE_TIME.live,
    }),

  /** GET /settings: site settings (odds formats, stake presets, provider switches). */
  settings: (locale: string) =>
    queryOptions({
      queryKey: catalogueKeys.settings(locale),
      queryFn: ({ signal }) => apiFetch<SettingsResponse>(`${API}/settings`, { locale, signal }),
      staleTime: CATALOGUE_STALE_TIME.settings,
    }),
};
