/**
 * Where a slip selection's words come from. An odds button hands over only the outcome and its identity; the
 * match (names, sport, status) and the market (name, provider, group) are already in the TanStack Query cache
 * that rendered the button, so a pick reads them from there synchronously and the slip shows it in the same
 * frame. When they are not cached (a restored or shared bet), `loadMatchData` fetches them.
 */
import type {
  Market,
  MarketsResponse,
  Match,
  MatchesResponse,
  Outcome,
  SearchResponse,
} from '@sportsbook/contract';
import {
  EventStatus,
  isBettableStatus,
  MarketStatus,
  matchStatusKind,
  selectionId,
  type TicketSelection,
} from '@sportsbook/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { OddsPick } from '@/catalogue/odds/odds-button';
import { apiFetch, isApiError } from '@/lib/api';
import { catalogueQueries, resource } from '@/lib/queries/catalogue';

/** Query key of the bet builder's markets of a match (GET /api/v3/bets/custom/markets/:id). */
export const customMarketsKey = (locale: string, matchId: number) =>
  ['betslip', locale, 'custom-markets', matchId] as const;

/** A slip selection for one outcome of a market of a match, as the catalogue shows it now. */
export function buildSelection(match: Match, market: Market, outcome: Outcome): TicketSelection {
  const open = market.status === MarketStatus.allowed && outcome.active;
  return {
    id: selectionId({
      matchId: match.id,
      marketId: market.id,
      specifier: market.specifier,
      outcomeId: outcome.id,
    }),
    matchId: match.id,
    matchUrnId: match.urn_id,
    matchSlug: match.slug,
    marketId: market.id,
    marketName: market.name,
    specifier: market.specifier,
    outcomeId: outcome.id,
    outcomeName: outcome.name,
    odds: outcome.odds,
    acceptedOdds: outcome.odds,
    initialOdds: outcome.odds,
    provider: market.provider,
    type: match.type,
    matchStatus: matchStatusKind(match.status),
    // An outright has no two sides: its name stands in for them.
    nameA: match.home?.name ?? match.name,
    nameB: match.away?.name ?? '',
    sportKey: match.sport.key,
    categoryName: match.category.name,
    tournamentId: match.tournament.id,
    marketGroup: market.market_groups[0] ?? '',
    active: open,
    isSuspended: !open,
    isChanged: false,
    isNotAvailable: !isBettableStatus(match.status),
  };
}

const sameLine = (m: Market, marketId: number, specifier: string) =>
  m.id === marketId && m.specifier === specifier;

/** The match as cached in `locale`: its own entry, else a row of a list or a search answer. */
function findCachedMatch(client: QueryClient, locale: string, matchId: number): Match | undefined {
  const own = client.getQueryData<Match>(catalogueQueries.match(locale, matchId).queryKey);
  if (own) return own;
  for (const query of client.getQueryCache().findAll({ queryKey: ['catalogue', locale] })) {
    const data = query.state.data;
    if (!data) continue;
    const kind = resource(query.queryKey);
    let rows: readonly Match[] = [];
    if (kind === 'matches') rows = (data as MatchesResponse).data;
    else if (kind === 'match-pages')
      rows = (data as InfiniteData<MatchesResponse>).pages.flatMap((p) => p.data);
    else if (kind === 'search') rows = (data as SearchResponse).matches;
    const row = rows.find((m) => m.id === matchId);
    if (row) return row;
  }
  return undefined;
}

/** The market line as cached in `locale`: the match's markets, the bet builder's, or a list row's main ones. */
function findCachedMarket(
  client: QueryClient,
  locale: string,
  matchId: number,
  marketId: number,
  specifier: string,
  match?: Match,
): Market | undefined {
  const lists = [
    ...client.getQueryCache().findAll({ queryKey: ['catalogue', locale, 'markets', matchId] }),
    ...client.getQueryCache().findAll({ queryKey: customMarketsKey(locale, matchId) }),
  ];
  for (const query of lists) {
    const found = (query.state.data as { data: Market[] } | undefined)?.data.find((m) =>
      sameLine(m, marketId, specifier),
    );
    if (found) return found;
  }
  return [match?.main_market, match?.secondary_market].find(
    (m): m is Market => m != null && sameLine(m, marketId, specifier),
  );
}

/** The selection of a pick from the cache, or null when the match or market is not cached in `locale`. */
export function selectionFromCache(
  client: QueryClient,
  locale: string,
  pick: OddsPick,
): TicketSelection | null {
  const { matchId, marketId, specifier } = pick.selection;
  const match = findCachedMatch(client, locale, matchId);
  if (!match) return null;
  const market = findCachedMarket(client, locale, matchId, marketId, specifier, match);
  if (!market) return null;
  return buildSelection(match, market, pick.outcome);
}

/** A match and its markets now; `match` is null when the match no longer exists (404). */
export interface MatchData {
  match: Match | null;
  markets: Market[];
}

/**
 * Fetches a match and every market of it, fresh (a restore must not judge prices by a stale cache), through the
 * query client when there is one so that the answers also fill the cache the odds buttons read.
 */
export async function loadMatchData(
  client: QueryClient | null,
  locale: string,
  matchId: number,
): Promise<MatchData> {
  const matchOptions = catalogueQueries.match(locale, matchId);
  const marketOptions = catalogueQueries.markets(locale, matchId);
  const getMatch = () =>
    client
      ? client.fetchQuery({ ...matchOptions, staleTime: 0 })
      : apiFetch<Match>(`/api/v2/matches/${matchId}`, { locale });
  const getMarkets = () =>
    client
      ? client.fetchQuery({ ...marketOptions, staleTime: 0 })
      : apiFetch<MarketsResponse>(`/api/v2/matches/${matchId}/markets`, { locale, query: { limit: 500 } });
  try {
    const [match, markets] = await Promise.all([getMatch(), getMarkets()]);
    return { match, markets: markets.data };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { match: null, markets: [] };
    throw error;
  }
}

/** The status a vanished match is treated as: it can no longer be bet on. */
export const GONE_MATCH_STATUS = EventStatus.closed;
