/**
 * Applying one match's change wherever the match is cached: its own entry, match lists (single pages and paged
 * lists) and search answers, keeping every untouched row and page the same object. On a status change a row
 * leaves the lists whose filters no longer take it, and lists that should now show it are refetched (an event
 * carries no whole row to insert). Part of the realtime bridge, see patch-catalogue.ts.
 */
import type { Match, MatchesResponse, SearchResponse } from '@sportsbook/contract';
import type { EventStatus } from '@sportsbook/domain';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { type MatchesParams, resource } from '../queries/catalogue';

export { resource };

/** A change of one match; returning the same object means "nothing changed". */
export type MatchTransform = (m: Match) => Match;

/** True when a list with these filters shows matches in `status`. */
function statusFits(params: MatchesParams, status: EventStatus): boolean {
  if (params.match_status && !params.match_status.includes(status)) return false;
  const bettable = status === 0 || status === 1;
  return params.bettable === undefined || params.bettable === bettable;
}

/** True unless `m` is known and fails one of the list's other filters. */
function othersFit(params: MatchesParams, m: Match | undefined): boolean {
  if (!m) return true;
  return (
    (!params.sport_key || params.sport_key.includes(m.sport.key)) &&
    (!params.sport_type || params.sport_type === m.sport.type) &&
    (!params.category_id || params.category_id.includes(m.category.id)) &&
    (!params.tournament_id || params.tournament_id.includes(m.tournament.id)) &&
    (!params.id || params.id.includes(m.id)) &&
    (!params.type || params.type === m.type)
  );
}

/** One page of a list: rows changed by `change`, dropped when `status` no longer fits the list's filters. */
function patchPage(page: MatchesResponse, matchId: number, change: MatchTransform, keep: boolean) {
  const index = page.data.findIndex((m) => m.id === matchId);
  const row = page.data[index];
  if (!row) return { page, found: undefined };
  if (!keep) {
    const data = page.data.filter((m) => m.id !== matchId);
    return {
      page: { data, pagination: { ...page.pagination, total: page.pagination.total - 1 } },
      found: row,
    };
  }
  const next = change(row);
  if (next === row) return { page, found: row };
  const data = page.data.slice();
  data[index] = next;
  return { page: { ...page, data }, found: row };
}

/**
 * Applies `change` to the match wherever it is cached: its own entry, match lists (single and paged) and search
 * answers. With `status` (a status change), rows leave lists whose filters exclude it, and lists that should now
 * show a match they lack are refetched, since the event does not carry a whole row.
 */
export function updateMatchEverywhere(
  client: QueryClient,
  matchId: number,
  change: MatchTransform,
  status?: EventStatus,
) {
  let known: Match | undefined;
  client.setQueriesData<Match>(
    { predicate: (q) => resource(q.queryKey) === 'match' && q.queryKey[3] === matchId },
    (m) => {
      known = m ?? known;
      if (!m) return undefined;
      const next = change(m);
      return next === m ? undefined : next;
    },
  );
  const lacking: QueryKey[] = [];
  const patchList = (key: QueryKey, pages: MatchesResponse[]): MatchesResponse[] | undefined => {
    const params = (key[3] ?? {}) as MatchesParams;
    const keep = status === undefined || statusFits(params, status);
    let found = false;
    const next = pages.map((page) => {
      const result = patchPage(page, matchId, change, keep);
      if (result.found) {
        found = true;
        known = known ?? result.found;
      }
      return result.page;
    });
    if (!found && status !== undefined && params.match_status && keep) lacking.push(key);
    return next.every((p, i) => p === pages[i]) ? undefined : next;
  };
  for (const query of client
    .getQueryCache()
    .findAll({ predicate: (q) => resource(q.queryKey) === 'matches' })) {
    const data = query.state.data as MatchesResponse | undefined;
    const next = data && patchList(query.queryKey, [data]);
    if (next?.[0]) client.setQueryData(query.queryKey, next[0]);
  }
  for (const query of client
    .getQueryCache()
    .findAll({ predicate: (q) => resource(q.queryKey) === 'match-pages' })) {
    const data = query.state.data as InfiniteData<MatchesResponse> | undefined;
    const next = data && patchList(query.queryKey, data.pages);
    if (next) client.setQueryData(query.queryKey, { ...data, pages: next });
  }
  client.setQueriesData<SearchResponse>({ predicate: (q) => resource(q.queryKey) === 'search' }, (answer) => {
    if (!answer) return undefined;
    const page = patchPage({ data: answer.matches, pagination: ONE_PAGE }, matchId, change, true).page;
    return page.data === answer.matches ? undefined : { ...answer, matches: page.data };
  });
  for (const key of lacking) {
    if (othersFit((key[3] ?? {}) as MatchesParams, known))
      void client.invalidateQueries({ queryKey: key, exact: true });
  }
}

const ONE_PAGE = { total: 0, page: 1, limit: 1, last_page: 1 };

/** `rows` with each row that has a change applied; the same array when nothing changed. */
function patchRows(rows: Match[], changes: ReadonlyMap<number, MatchTransform>): Match[] {
  let out: Match[] | null = null;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const change = row && changes.get(row.id);
    if (!row || !change) continue;
    const next = change(row);
    if (next === row) continue;
    out ??= rows.slice();
    out[i] = next;
  }
  return out ?? rows;
}

/**
 * {@link updateMatchEverywhere} for many matches at once, without status changes (nothing leaves or joins a
 * list): every cached list is walked once for all of them, instead of once per match.
 */
export function updateMatchesEverywhere(client: QueryClient, changes: ReadonlyMap<number, MatchTransform>) {
  if (changes.size === 0) return;
  const cache = client.getQueryCache();
  for (const query of cache.findAll({ predicate: (q) => resource(q.queryKey) === 'match' })) {
    const change = changes.get(query.queryKey[3] as number);
    const data = query.state.data as Match | undefined;
    if (!change || !data) continue;
    const next = change(data);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
  for (const query of cache.findAll({ predicate: (q) => resource(q.queryKey) === 'matches' })) {
    const data = query.state.data as MatchesResponse | undefined;
    if (!data) continue;
    const rows = patchRows(data.data, changes);
    if (rows !== data.data) client.setQueryData(query.queryKey, { ...data, data: rows });
  }
  for (const query of cache.findAll({ predicate: (q) => resource(q.queryKey) === 'match-pages' })) {
    const data = query.state.data as InfiniteData<MatchesResponse> | undefined;
    if (!data) continue;
    const pages = data.pages.map((page) => {
      const rows = patchRows(page.data, changes);
      return rows === page.data ? page : { ...page, data: rows };
    });
    if (pages.some((p, i) => p !== data.pages[i])) client.setQueryData(query.queryKey, { ...data, pages });
  }
  for (const query of cache.findAll({ predicate: (q) => resource(q.queryKey) === 'search' })) {
    const answer = query.state.data as SearchResponse | undefined;
    if (!answer) continue;
    const matches = patchRows(answer.matches, changes);
    if (matches !== answer.matches) client.setQueryData(query.queryKey, { ...answer, matches });
  }
}
