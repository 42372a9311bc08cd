/**
 * The body of POST /bets (spec §3 "Place-bet payload", §7). The slip keeps its own shape; this is the one place
 * that translates a bet into what the server takes.
 */
import { LOOTBOX_BONUS_ODDS } from '../constants';
import type { Money } from '../money/money';
import type { DecimalOdds } from '../odds/decimal-odds';
import type { PayloadBonus, TicketEntry } from '../ticket/types';
import type { BetType } from '../types/bet';
import type { ComboboostRange } from '../types/bonus';
import { effectiveStake } from './effective-stake';
import { stakeFigures } from './potential-win';
import { systemId } from './system-types';

/** A selection as the server takes it. `odds` is the price the bettor accepted. */
export interface PlaceSelectionPayload {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: DecimalOdds;
}

/** One bet of a place request. */
export interface PlaceBetPayload {
  bonus: PayloadBonus | null;
  /** What is debited: the whole bet, i.e. perLine x lines for a system. */
  stake: { value: Money; currency: string };
  selections: PlaceSelectionPayload[];
  /** "win/total" of a system bet, e.g. "2/3". */
  system_id?: string;
  /** The server-quoted price of a custom bet. */
  custom_odds?: DecimalOdds;
}

/** The whole body of POST /bets. */
export interface PlaceBetsRequest {
  meta: { device_id: string; quick: boolean; type: BetType };
  bets: PlaceBetPayload[];
}

/**
 * The comboboost range a bet earns: the first of its bonus's ranges whose min_count..max_count (inclusive) holds
 * the number of selections whose current odds are at or above the bonus's `min_odds` (all selections when it has
 * none). Null when the bet's bonus is not a comboboost or no range holds that count.
 */
export function activeComboboostRange(bet: TicketEntry): ComboboostRange | null {
  const bonus = bet.bonus;
  if (bonus === null || bonus.type !== 'comboboost') return null;
  const minOdds = bonus.min_odds;
  const count = bet.selections.filter((s) => minOdds === null || s.odds >= minOdds).length;
  return bonus.ranges.find((r) => r.min_count <= count && count <= r.max_count) ?? null;
}

/** The bonus odds sent for a bet's bonus: the active range's for a comboboost, the fixed constant for a lootbox. */
function bonusOddsFor(bet: TicketEntry): DecimalOdds | null {
  if (bet.bonus?.type === 'comboboost') return activeComboboostRange(bet)?.bonus_odds ?? null;
  if (bet.bonus?.type === 'lootbox') return LOOTBOX_BONUS_ODDS as DecimalOdds;
  return null;
}

/** A bet's selections as the place and share calls send them: ids and the accepted price. */
export function placeSelectionsOf(bet: TicketEntry): PlaceSelectionPayload[] {
  return bet.selections.map((s) => ({
    match_id: s.matchId,
    market_id: s.marketId,
    specifier: s.specifier,
    outcome_id: s.outcomeId,
    odds: s.acceptedOdds,
  }));
}

/**
 * One bet as POST /bets takes it:
 * - bonus: the bet's bonus as id and type, with odds for a comboboost (its active range's bonus odds, null when no
 *   range is active) or a lootbox (LOOTBOX_BONUS_ODDS); null odds for other bonuses; null without a bonus;
 * - stake: the TOTAL stake, what is debited: per line x C(total, win) for a system; a freebet bet stakes its
 *   `freebetStake` (see stakeFigures);
 * - selections: each with the odds the bettor accepted (`acceptedOdds`), not the current ones;
 * - system_id: "win/total" for a system bet with a type; custom_odds: for a custom bet with a quote.
 * Keys that do not apply are left out rather than sent as undefined.
 */
export function buildPlacePayload(bet: TicketEntry): PlaceBetPayload {
  const payload: PlaceBetPayload = {
    bonus: bet.bonus === null ? null : { id: bet.bonus.id, type: bet.bonus.type, odds: bonusOddsFor(bet) },
    stake: { value: stakeFigures(bet).total, currency: bet.currency },
    selections: placeSelectionsOf(bet),
  };
  if (bet.betType === 'system' && bet.systemType !== null) payload.system_id = systemId(bet.systemType);
  if (bet.betType === 'custom_bet' && bet.customOdds !== null) payload.custom_odds = bet.customOdds;
  return payload;
}

/**
 * The body of POST /bets for a slip: only the bets with a stake above 0 (the freebet stake for a freebet bet; the
 * same bets the state machine marks as processing), in slip order. `meta.type` is the first sent bet's type, or
 * the first bet's when none is sent, or 'single' for an empty slip.
 */
export function buildPlaceRequest(
  bets: TicketEntry[],
  meta: { deviceId: string; quick: boolean },
): PlaceBetsRequest {
  const sent = bets.filter((b) => effectiveStake(b) > 0);
  const type = (sent[0] ?? bets[0])?.betType ?? 'single';
  return {
    meta: { device_id: meta.deviceId, quick: meta.quick, type },
    bets: sent.map(buildPlacePayload),
  };
}
