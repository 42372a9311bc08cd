/**
 * Rebuilds a sent bet as the slip's `TicketEntry`, with today's catalogue data: current odds, suspension and
 * availability flags. The server then runs the domain's own checks (placeBlockers, selectionFlags,
 * potentialWin) on it, so the slip and the server cannot disagree about a rule.
 */
import {
  applyOddsChange,
  type BetType,
  type DecimalOdds,
  fromOddsUnits,
  isBettableStatus,
  MarketStatus,
  type Money,
  matchStatusKind,
  money,
  type OddsAcceptance,
  type PlaceBetPayload,
  parseSystemId,
  type SystemType,
  selectionId,
  type TicketEntry,
  type TicketSelection,
} from '@sportsbook/domain';
import type { CatalogueView } from '../current-selections.js';
import { currencyFor } from '../demo-rates.js';

/** The bet's type from its fields: a quote makes a custom bet, a system id a system, else by selection count. */
export function betTypeOf(bet: PlaceBetPayload): BetType {
  if (bet.custom_odds !== undefined) return 'custom_bet';
  if (bet.system_id !== undefined) return 'system';
  return bet.selections.length === 1 ? 'single' : 'combo';
}

/** The system type of a bet's `system_id`, null when it has none or it does not read. */
export function systemTypeOf(bet: PlaceBetPayload): SystemType | null {
  return bet.system_id === undefined ? null : parseSystemId(bet.system_id);
}

/**
 * One sent selection as a slip selection: `odds` is the current price (the sent one when the outcome is gone),
 * `acceptedOdds` the sent price moved by the acceptance mode (applyOddsChange), so `isChanged` says whether the
 * bettor's setting takes the difference. A custom bet's legs are priced as a whole, so their own moves are taken.
 */
function ticketSelection(
  sent: PlaceBetPayload['selections'][number],
  view: CatalogueView,
  mode: OddsAcceptance,
  custom: boolean,
): TicketSelection {
  const ref = {
    matchId: sent.match_id,
    marketId: sent.market_id,
    specifier: sent.specifier,
    outcomeId: sent.outcome_id,
  };
  const match = view.match(ref.matchId);
  const market = view.market(ref);
  const outcome = view.outcome(ref);
  const current = outcome ? fromOddsUnits(BigInt(outcome.odds)) : sent.odds;
  const base: TicketSelection = {
    id: selectionId(ref),
    ...ref,
    matchUrnId: match?.urnId ?? '',
    matchSlug: match?.slug ?? '',
    marketName: market?.names.en ?? '',
    outcomeName: outcome?.names.en ?? '',
    odds: sent.odds,
    acceptedOdds: sent.odds,
    initialOdds: sent.odds,
    provider: market?.provider ?? match?.provider ?? 'betradar',
    type: match?.type ?? 'match',
    matchStatus: match ? matchStatusKind(match.status) : 'others',
    nameA: match?.nameA ?? '',
    nameB: match?.nameB ?? '',
    sportKey: match?.sportKey ?? '',
    categoryName: match?.categoryNames.en ?? '',
    tournamentId: match?.tournamentId ?? null,
    marketGroup: market?.groups[0] ?? '',
    active: outcome?.active ?? false,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
  };
  const priced = applyOddsChange(base, current, custom ? 'any' : mode);
  const notAvailable =
    !match ||
    !market ||
    !outcome ||
    !view.providerEnabled(market.provider) ||
    !isBettableStatus(match.status);
  const suspended = !notAvailable && (market.status !== MarketStatus.allowed || !outcome.active);
  return {
    ...priced,
    active: outcome?.active ?? false,
    isSuspended: suspended,
    isNotAvailable: notAvailable,
  };
}

/**
 * The slip's entry for a sent bet: stake per line (the payload's total divided by the lines of a system), the
 * player's currency, selections at today's prices, `customOdds` the given quote for a custom bet.
 */
export function ticketEntryOf(
  bet: PlaceBetPayload,
  view: CatalogueView,
  mode: OddsAcceptance,
  options: { lines: number; customOdds: DecimalOdds | null },
): TicketEntry {
  const type = betTypeOf(bet);
  const currency = currencyFor(bet.stake.currency);
  const perLine: Money = money(Math.floor(bet.stake.value / Math.max(1, options.lines)));
  return {
    stake: perLine,
    currency: currency.code,
    subunits: currency.subunits,
    betType: type,
    customOdds: options.customOdds,
    selections: bet.selections.map((s) => ticketSelection(s, view, mode, type === 'custom_bet')),
    availableBonuses: [],
    bonus: null,
    bonusOdds: null,
    stakeSource: 'user',
    systemType: systemTypeOf(bet),
    freebetStake: null,
    betId: null,
    status: null,
    isVip: false,
    messagesByBet: [],
    jackpots: [],
  };
}
