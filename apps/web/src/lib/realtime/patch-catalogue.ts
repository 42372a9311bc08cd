/**
 * Realtime catalogue events -> TanStack Query cache. Every patch keeps the identity of what did not change
 * (domain mergeMatch keeps equal score objects, mergeMarkets keeps unchanged outcome objects, untouched rows and
 * pages are the same objects), so memoised rows and odds buttons skip re-rendering: a price tick re-renders only
 * the buttons whose outcome object was replaced. An updater that changes nothing returns undefined, which
 * TanStack Query takes as "leave this entry alone" (no notification at all).
 *
 * Versions make every patch idempotent: the same event from public:{locale} and match:{id}, or an event older
 * than a fetched answer, changes nothing.
 */
import type { CatalogueEvent, Market, MarketUpdate, Match, SettingsResponse } from '@sportsbook/contract';
import type { Market as DomainMarket, Match as DomainMatch } from '@sportsbook/domain';
import { mergeMarkets, mergeMatch } from '@sportsbook/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { readCatalogueEvent } from './catalogue-event';
import {
  type MatchTransform,
  resource,
  updateMatchEverywhere,
  updateMatchesEverywhere,
} from './catalogue-rows';

/**
 * Reads a publication's data (the contract's CatalogueEventSchema, checked without zod: catalogue-event.ts); null
 * (and a report) for anything that is not a catalogue event.
 */
export function parseCatalogueEvent(
  data: unknown,
  report: (problem: string, data: unknown) => void = reportMalformed,
): CatalogueEvent | null {
  const event = readCatalogueEvent(data);
  if (event) return event;
  const type = typeof data === 'object' && data !== null && 'type' in data ? String(data.type) : 'unknown';
  report(`malformed realtime event (${type})`, data);
  return null;
}

function reportMalformed(problem: string, data: unknown): void {
  // Realtime carries untrusted input: a bad message is dropped and logged, never allowed to break the page.
  console.warn(`[realtime] ${problem}`, data);
}

/** Applies one catalogue event to every cached answer it concerns, in every locale. */
export function patchCatalogue(client: QueryClient, event: CatalogueEvent): void {
  switch (event.type) {
    case 'match_changed':
      updateMatchEverywhere(client, event.data.match_id, liveChange(event.data));
      return;
    case 'match_status_changed': {
      const { match_id, status, isLive, isFinished } = event.data;
      const change: MatchTransform = (m) =>
        m.status === status && m.isLive === isLive && m.isFinished === isFinished
          ? m
          : { ...m, status, isLive, isFinished };
      updateMatchEverywhere(client, match_id, change, status);
      // Live and sport counts move with statuses and the feed does not publish them.
      void client.invalidateQueries({ predicate: (q) => resource(q.queryKey) === 'counters' });
      return;
    }
    case 'markets_changed':
      patchMarkets(client, event.data.match_id, event.data.markets);
      return;
    case 'provider_status_changed': {
      const { provider, enabled } = event.data;
      client.setQueriesData<SettingsResponse>(
        { predicate: (q) => resource(q.queryKey) === 'settings' },
        (s) =>
          !s || s.provider_statuses[provider] === enabled
            ? undefined
            : { ...s, provider_statuses: { ...s.provider_statuses, [provider]: enabled } },
      );
    }
  }
}

/**
 * Applies a run of catalogue events (a frame's worth, see catalogue-queue.ts) with the same result as
 * {@link patchCatalogue} on each in order, but walking every cached list once for the run instead of once per
 * event. Changes of one match touch only that match's rows and markets, so the score and price changes of a run
 * are grouped by match (in their order); a status or provider change, which can move rows between lists, first
 * applies what came before it and is then applied on its own.
 */
export function patchCatalogueEvents(client: QueryClient, events: readonly CatalogueEvent[]): void {
  let rows = new Map<number, MatchTransform[]>();
  let markets = new Map<number, MarketUpdate[][]>();
  const apply = () => {
    if (markets.size > 0) patchMarketQueries(client, markets);
    const changes = new Map<number, MatchTransform>();
    for (const [id, list] of rows) changes.set(id, (m) => list.reduce((row, change) => change(row), m));
    updateMatchesEverywhere(client, changes);
    rows = new Map();
    markets = new Map();
  };
  const push = <T>(map: Map<number, T[]>, id: number, item: T) => {
    const list = map.get(id);
    if (list) list.push(item);
    else map.set(id, [item]);
  };
  for (const event of events) {
    if (event.type === 'match_changed') {
      push(rows, event.data.match_id, liveChange(event.data));
    } else if (event.type === 'markets_changed') {
      push(markets, event.data.match_id, event.data.markets);
      push(rows, event.data.match_id, rowMarketsChange(event.data.markets));
    } else {
      apply();
      patchCatalogue(client, event);
    }
  }
  apply();
}

/** A match_changed event as a change of the match: newer live state merged in, equal objects kept. */
function liveChange(data: Extract<CatalogueEvent, { type: 'match_changed' }>['data']): MatchTransform {
  const { version, match: live } = data;
  return (m) => (m.version >= version ? m : mergeLive(m, { ...m, ...live, version }));
}

// The domain's Match types home/away as always present; the contract allows null (outrights). mergeMatch only
// spreads the update and compares the score fields, so the sides pass through untouched either way.
function mergeLive(previous: Match, update: Match): Match {
  return mergeMatch(previous as unknown as DomainMatch, update as unknown as DomainMatch) as unknown as Match;
}

/** The cached market `update` is about, completed with what the event leaves out (names, groups...). */
function fullMarket(old: Market, update: MarketUpdate): Market | 'stale' | 'unknown-outcome' {
  if (old.version >= update.version) return 'stale';
  const outcomes = [];
  for (const o of update.outcomes) {
    const name = old.outcomes.find((p) => p.id === o.id)?.name;
    if (name === undefined) return 'unknown-outcome';
    outcomes.push({ ...o, name });
  }
  return { ...old, status: update.status, version: update.version, outcomes };
}

const keyOf = (m: { id: number; specifier: string }) => `${m.id}/${m.specifier}`;

/** mergeMarkets over contract markets: the merged objects are the contract's own (spread keeps `version`). */
function merge(current: readonly Market[], updates: readonly Market[]): Market[] {
  return mergeMarkets(current as readonly DomainMarket[], updates) as Market[];
}

/**
 * Merges updates into a list of cached markets. `missing` says whether an update names a line or an outcome the
 * list has not got (and would keep, not a closed or empty market): only a fetch can name it.
 */
function mergeList(
  current: Market[],
  updates: readonly MarketUpdate[],
): { data: Market[]; missing: boolean } {
  const byKey = new Map(current.map((m) => [keyOf(m), m]));
  const full: Market[] = [];
  let missing = false;
  for (const update of updates) {
    const old = byKey.get(keyOf(update));
    const next = old ? fullMarket(old, update) : 'unknown-outcome';
    if (next === 'unknown-outcome') missing ||= update.status !== 0 && update.outcomes.length > 0;
    else if (next !== 'stale') full.push(next);
  }
  return { data: full.length === 0 ? current : merge(current, full), missing };
}

function patchMarkets(client: QueryClient, matchId: number, updates: readonly MarketUpdate[]): void {
  patchMarketQueries(client, new Map([[matchId, [updates]]]));
  updateMatchEverywhere(client, matchId, rowMarketsChange(updates));
}

/** The cached market lists of the matches in `updates`, each merged with its matches' updates in order. */
function patchMarketQueries(
  client: QueryClient,
  updates: ReadonlyMap<number, readonly (readonly MarketUpdate[])[]>,
): void {
  const refetch: QueryKey[] = [];
  for (const query of client
    .getQueryCache()
    .findAll({ predicate: (q) => resource(q.queryKey) === 'markets' })) {
    const [, , , id, group] = query.queryKey;
    const page = query.state.data as { data: Market[] } | undefined;
    const runs = updates.get(id as number);
    if (!runs || !page) continue;
    let data = page.data;
    let missing = false;
    for (const run of runs) {
      const merged = mergeList(data, run);
      data = merged.data;
      missing ||= merged.missing;
    }
    if (data !== page.data) client.setQueryData(query.queryKey, { ...page, data });
    // The full list (no group filter) fetches what it cannot name; a group tab cannot tell whether the new
    // market is one of its own, so it waits for its next refetch instead.
    if (missing && group === null) refetch.push(query.queryKey);
  }
  for (const queryKey of refetch) void client.invalidateQueries({ queryKey, exact: true });
}

/** Lists show the main and secondary market of each match: a row's change when the updates name them. */
function rowMarketsChange(updates: readonly MarketUpdate[]): MatchTransform {
  return (m) => {
    const main = patchOne(m.main_market, updates);
    const secondary = patchOne(m.secondary_market, updates);
    return main === m.main_market && secondary === m.secondary_market
      ? m
      : { ...m, main_market: main, secondary_market: secondary };
  };
}

/** One market of a row after the updates; null once it is no longer offered (status 0). */
function patchOne(market: Market | null, updates: readonly MarketUpdate[]): Market | null {
  if (!market) return market;
  const { data } = mergeList([market], updates);
  return data[0] === market ? market : (data[0] ?? null);
}
