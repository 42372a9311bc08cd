/**
 * Turns what happened to a match during a tick into feed events, in the order a consumer should apply them:
 * went live, the match record, the markets that changed, then finished and settled. Several changes within
 * one tick collapse into one event each, carrying copies so later ticks cannot alter what was sent.
 */
import { EventStatus } from '@sportsbook/domain';
import { marketSignature } from '../markets/apply-prices.js';
import type { FeedEvent, FeedMarket, MarketResult } from '../types.js';
import { type LiveMatch, marketSnapshot, matchSnapshot } from './live-match.js';

/** Records what every market looks like now without sending anything (a new match, a fast-forward). */
export function markSent(m: LiveMatch): void {
  m.signatures = m.markets.map(marketSignature);
  m.matchDirty = false;
  m.marketsDirty = false;
  m.startedInTick = false;
}

/** Appends the events of one match for this tick, and clears its pending changes. */
export function collectEvents(m: LiveMatch, results: MarketResult[] | null, out: FeedEvent[]): void {
  const matchId = m.match.id;
  if (m.startedInTick) out.push({ type: 'match_status_changed', matchId, status: EventStatus.live });
  if (m.matchDirty) out.push({ type: 'match_changed', match: matchSnapshot(m.match) });
  if (m.marketsDirty) {
    const changed: FeedMarket[] = [];
    m.markets.forEach((market, i) => {
      const signature = marketSignature(market);
      if (signature === m.signatures[i]) return;
      m.signatures[i] = signature;
      changed.push(marketSnapshot(market));
    });
    if (changed.length > 0) out.push({ type: 'markets_changed', matchId, markets: changed });
  }
  if (results) {
    out.push({ type: 'match_status_changed', matchId, status: m.match.status });
    out.push({ type: 'match_settled', matchId, results });
  }
  m.startedInTick = false;
  m.matchDirty = false;
  m.marketsDirty = false;
}
