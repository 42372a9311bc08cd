/**
 * Keeping the slip's prices and availability true to the feed (spec core-betting §4 "Odds refresh on
 * selections"), and accepting what changed.
 */
import type { DecimalOdds } from '../odds/decimal-odds';
import {
  type EventStatus,
  isBettableStatus,
  type Market,
  MarketStatus,
  matchStatusKind,
  type Provider,
} from '../types/catalogue';
import type { OddsAcceptance } from '../types/settings';
import { mapBets, refreshedTicketState, withBets } from './slip-state';
import type { TicketSelection, TicketState } from './types';

/**
 * Applies a new price under an acceptance mode. none: any difference from the accepted price is a change to
 * approve; higher: rises are taken at once, only drops need approval; any: everything is taken.
 */
export function applyOddsChange(
  s: TicketSelection,
  odds: DecimalOdds,
  mode: OddsAcceptance,
): TicketSelection {
  const follows = mode === 'any' || (mode === 'higher' && odds > s.acceptedOdds);
  const acceptedOdds = follows ? odds : s.acceptedOdds;
  const isChanged = mode === 'none' ? odds !== acceptedOdds : mode === 'higher' ? odds < acceptedOdds : false;
  if (odds === s.odds && acceptedOdds === s.acceptedOdds && isChanged === s.isChanged && !s.isSuspended)
    return s;
  return { ...s, odds, acceptedOdds, isChanged, isSuspended: false, active: true };
}

function refreshSelection(
  s: TicketSelection,
  markets: readonly Market[],
  complete: boolean,
  mode: OddsAcceptance,
): TicketSelection {
  const market = markets.find((m) => m.id === s.marketId && m.specifier === s.specifier);
  if (!market) return complete ? suspend(s) : s;
  const outcome = market.outcomes.find((o) => o.id === s.outcomeId);
  if (!outcome || market.status !== MarketStatus.allowed || !outcome.active) return suspend(s);
  return applyOddsChange(s, outcome.odds, mode);
}

function suspend(s: TicketSelection): TicketSelection {
  return s.isSuspended ? s : { ...s, isSuspended: true, active: false };
}

/**
 * A market update for one match. A selection is suspended when its market or outcome is missing (only judged on a
 * complete list), the market is not open or the outcome inactive; otherwise its price updates.
 */
export function refreshMarkets(
  state: TicketState,
  matchId: number,
  markets: Market[],
  complete: boolean,
): TicketState {
  const mode = state.config.oddsAcceptance;
  const bets = mapBets(state.bets, (bet) => ({
    ...bet,
    selections: bet.selections.map((s) =>
      s.matchId === matchId ? refreshSelection(s, markets, complete, mode) : s,
    ),
  }));
  return refreshedTicketState(withBets(state, bets, false));
}

/** A provider switched off makes its selections unavailable; switched on again, available. */
export function changeProviderStatus(state: TicketState, provider: Provider, enabled: boolean): TicketState {
  const bets = mapBets(state.bets, (bet) => ({
    ...bet,
    selections: bet.selections.map((s) => (s.provider === provider ? { ...s, isNotAvailable: !enabled } : s)),
  }));
  return refreshedTicketState(withBets(state, bets, false));
}

/** A match's status reaches its selections; a match that can no longer be bet on makes them unavailable. */
export function changeMatchStatus(state: TicketState, matchId: number, status: EventStatus): TicketState {
  const bets = mapBets(state.bets, (bet) => ({
    ...bet,
    selections: bet.selections.map((s) =>
      s.matchId === matchId
        ? { ...s, matchStatus: matchStatusKind(status), isNotAvailable: !isBettableStatus(status) }
        : s,
    ),
  }));
  return refreshedTicketState(withBets(state, bets, false));
}

/**
 * The bettor accepts what changed: prices become the accepted prices; suspended and unavailable selections go,
 * and with them bets left empty; a custom bet also needs its match prematch or live. Back to initial.
 */
export function acceptOddsChanges(state: TicketState): TicketState {
  const bets = mapBets(state.bets, (bet) => ({
    ...bet,
    selections: bet.selections
      .filter((s) => !s.isSuspended && !s.isNotAvailable)
      .filter((s) => bet.betType !== 'custom_bet' || s.matchStatus !== 'others')
      .map((s) =>
        s.isChanged || s.acceptedOdds !== s.odds ? { ...s, acceptedOdds: s.odds, isChanged: false } : s,
      ),
  }));
  const next = withBets(state, bets, false);
  return { ...next, ticketState: 'initial', error: null, processingBets: [] };
}
