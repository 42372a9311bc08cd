/**
 * The realtime feed of `match:{id}` as slip events (spec core-betting §4 "Odds refresh on selections"): market
 * updates, match status changes and provider switches become MARKETS_UPDATED, MATCH_STATUS_CHANGED and
 * PROVIDER_STATUS_CHANGED for the domain machine. Only what concerns a selection in the slip becomes an event,
 * so a tick on some other market of the match leaves the slip (and its re-render) alone.
 */
import type { CatalogueEvent, MarketUpdate } from '@sportsbook/contract';
import {
  allSelections,
  type EventStatus,
  isBettableStatus,
  type Market,
  matchStatusKind,
  type TicketEntry,
  type TicketEvent,
} from '@sportsbook/domain';

/**
 * A market update in the domain's Market shape. The slip's refresh reads only the line (id, specifier), its
 * status and its outcomes' prices and active flags; the names stay the selection's own.
 */
function marketOfUpdate(update: MarketUpdate): Market {
  return {
    match_urn_id: '',
    id: update.id,
    name: '',
    status: update.status,
    specifier: update.specifier,
    outcomes: update.outcomes.map((o) => ({ ...o, name: '' })),
    market_groups: [],
    priority: 0,
    most_balanced: false,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
  };
}

/** True when some selection of `matchId` would read `status` differently from what it holds. */
function statusDiffers(bets: readonly TicketEntry[], matchId: number, status: EventStatus): boolean {
  const kind = matchStatusKind(status);
  const unavailable = !isBettableStatus(status);
  return allSelections(bets).some(
    (s) => s.matchId === matchId && (s.matchStatus !== kind || s.isNotAvailable !== unavailable),
  );
}

/** The slip events one catalogue publication means for `bets`; none when it concerns no selection. */
export function slipEventsOf(event: CatalogueEvent, bets: readonly TicketEntry[]): TicketEvent[] {
  switch (event.type) {
    case 'markets_changed': {
      const { match_id: matchId, markets } = event.data;
      const lines = new Set(
        allSelections(bets)
          .filter((s) => s.matchId === matchId)
          .map((s) => `${s.marketId}/${s.specifier}`),
      );
      const relevant = markets.filter((m) => lines.has(`${m.id}/${m.specifier}`));
      if (relevant.length === 0) return [];
      return [{ type: 'MARKETS_UPDATED', matchId, markets: relevant.map(marketOfUpdate), complete: false }];
    }
    case 'match_status_changed':
    case 'match_changed': {
      const matchId = event.data.match_id;
      const status = event.type === 'match_changed' ? event.data.match.status : event.data.status;
      return statusDiffers(bets, matchId, status) ? [{ type: 'MATCH_STATUS_CHANGED', matchId, status }] : [];
    }
    case 'provider_status_changed': {
      const { provider, enabled } = event.data;
      const affected = allSelections(bets).some(
        (s) => s.provider === provider && s.isNotAvailable === enabled,
      );
      return affected ? [{ type: 'PROVIDER_STATUS_CHANGED', provider, enabled }] : [];
    }
  }
}
