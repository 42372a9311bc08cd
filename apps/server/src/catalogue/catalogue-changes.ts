/** What one tick of feed events changed in the catalogue: the input of publications.ts. */
import type { EventStatus, Provider } from '@sportsbook/domain';
import type { FeedMarket, FeedMatch, MarketResult } from '../feed/types.js';

/** What one tick changed. */
export interface CatalogueChanges {
  /** Matches whose row changed, with their new version. */
  matches: { match: FeedMatch; version: number }[];
  /** Matches now in another status than before the tick. */
  statuses: { matchId: number; status: EventStatus }[];
  /** Markets whose row changed, per match, with their new version. */
  markets: { matchId: number; markets: { market: FeedMarket; version: number }[] }[];
  /** Provider switches that flipped, with the provider's open (prematch or live) matches. */
  providers: { provider: Provider; enabled: boolean; matchIds: number[] }[];
  settled: { matchId: number; results: MarketResult[] }[];
  /** Matches new to the catalogue. */
  added: number[];
  /**
   * Matches that may sit elsewhere in filtered or sorted lists than before: new, or another status, type,
   * tournament, start time or video flag.
   */
  repositioned: number[];
  /** Events (or markets) naming a match or tournament the catalogue does not have. */
  skipped: number;
}

/** No change yet. */
export function noChanges(): CatalogueChanges {
  return {
    matches: [],
    statuses: [],
    markets: [],
    providers: [],
    settled: [],
    added: [],
    repositioned: [],
    skipped: 0,
  };
}
