/**
 * Folds one tick of feed events into the last state of each thing they touch, so a tick becomes a handful of
 * set-based statements however many events it holds. Order matters only per match: a status event after a
 * match record amends that record; a match record after a status event supersedes it.
 */
import type { EventStatus, Provider } from '@sportsbook/domain';
import type { FeedEvent, FeedMarket, FeedMatch, MarketResult } from '../feed/types.js';

/** A tick's events, folded. */
export interface FoldedTick {
  matches: Map<number, FeedMatch>;
  /** Status changes of matches without a match record in this tick. */
  statuses: Map<number, EventStatus>;
  /** Keyed by {@link marketKey}. */
  markets: Map<string, FeedMarket>;
  providers: Map<Provider, boolean>;
  settled: { matchId: number; results: MarketResult[] }[];
  added: Set<number>;
}

/** The identity of a market row: match, market type, line. */
export const marketKey = (matchId: number, marketId: number, specifier: string): string =>
  `${matchId}|${marketId}|${specifier}`;

/** Folds `events` in order. */
export function foldFeedEvents(events: readonly FeedEvent[]): FoldedTick {
  const tick: FoldedTick = {
    matches: new Map(),
    statuses: new Map(),
    markets: new Map(),
    providers: new Map(),
    settled: [],
    added: new Set(),
  };
  const putMarkets = (markets: readonly FeedMarket[]) => {
    for (const m of markets) tick.markets.set(marketKey(m.matchId, m.marketId, m.specifier), m);
  };
  for (const event of events) {
    switch (event.type) {
      case 'match_added':
        tick.added.add(event.match.id);
        tick.matches.set(event.match.id, event.match);
        tick.statuses.delete(event.match.id);
        putMarkets(event.markets);
        break;
      case 'match_changed':
        tick.matches.set(event.match.id, event.match);
        tick.statuses.delete(event.match.id);
        break;
      case 'match_status_changed': {
        const match = tick.matches.get(event.matchId);
        if (match) tick.matches.set(event.matchId, { ...match, status: event.status });
        else tick.statuses.set(event.matchId, event.status);
        break;
      }
      case 'markets_changed':
        putMarkets(event.markets);
        break;
      case 'provider_status_changed':
        tick.providers.set(event.provider, event.enabled);
        break;
      case 'match_settled':
        tick.settled.push({ matchId: event.matchId, results: event.results });
        break;
    }
  }
  return tick;
}
