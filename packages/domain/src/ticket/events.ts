/**
 * What can happen to the bet slip (events) and what the slip asks its host to do (effects). `transition` returns
 * effects; the host (a Zustand store in the browser, a route on the server) runs them.
 */

import type { PlaceErrorResponse } from '../bet-math/place-errors';
import type { PlaceBetsRequest } from '../bet-math/place-payload';
import type { PlaceBlocker } from '../bet-math/place-rules';
import type { ExchangeRate } from '../money/format-money';
import type { Currency, Money } from '../money/money';
import type { BetType } from '../types/bet';
import type { SlipBonus } from '../types/bonus';
import type { EventStatus, Market, Provider } from '../types/catalogue';
import type { PlacedBet, SystemType, TicketConfig, TicketEntry, TicketSelection } from './types';

/** A conversion of shared stakes into the player's currency. */
export interface StakeConversion {
  /** Major units of `to` per major unit of `from`, as an exact fraction (see convertMoney). */
  rate: ExchangeRate;
  from: Currency;
  to: Currency;
}

/** Events of the bet slip. */
export type TicketEvent =
  | { type: 'SELECTION_TOGGLED'; selection: TicketSelection }
  | { type: 'SELECTION_REMOVED'; selectionId: string }
  | { type: 'CLEARED' }
  | { type: 'BET_TYPE_CHANGED'; betType: BetType }
  | { type: 'SYSTEM_TYPE_CHANGED'; systemType: SystemType }
  | { type: 'STAKE_CHANGED'; betIndex: number | 'all'; stake: Money; source?: 'user' | 'preset' }
  | { type: 'POTENTIAL_WIN_CHANGED'; betIndex: number; potentialWin: Money }
  | { type: 'MARKETS_UPDATED'; matchId: number; markets: Market[]; complete: boolean }
  | { type: 'ODDS_CHANGES_ACCEPTED' }
  | { type: 'PROVIDER_STATUS_CHANGED'; provider: Provider; enabled: boolean }
  | { type: 'MATCH_STATUS_CHANGED'; matchId: number; status: EventStatus }
  | { type: 'BONUSES_UPDATED'; betIndex: number; availableBonuses: SlipBonus[] }
  | { type: 'BONUS_SELECTED'; betIndex: number; bonus: SlipBonus | null }
  | { type: 'JACKPOTS_UPDATED'; betIndex: number; jackpots: string[] }
  | { type: 'CURRENCY_CHANGED'; currency: string; subunits: number }
  | { type: 'SETTINGS_CHANGED'; config: Partial<TicketConfig> }
  | { type: 'CUSTOM_BET_SET'; selections: TicketSelection[]; customOdds: TicketEntry['customOdds'] }
  | { type: 'PLACE_REQUESTED'; isLoggedIn: boolean; deviceId: string }
  | { type: 'PLACE_SUCCEEDED'; placed: PlacedBet[] }
  | { type: 'PLACE_FAILED'; httpStatus: number | null; body: PlaceErrorResponse | null }
  | { type: 'RESULT_DISMISSED' }
  | { type: 'RESTORE_STARTED'; bets: TicketEntry[] }
  | { type: 'SHARED_BETS_LOADED'; bets: TicketEntry[]; conversion: StakeConversion | null }
  | { type: 'SHARE_FAILED'; notFound: boolean; error: unknown }
  | { type: 'RESTORE_FINISHED' }
  | { type: 'RESTORE_FAILED'; error: unknown };

/** Why the slip refused an event; the state is left as it was. */
export type RefusalReason =
  | 'same_type'
  | 'lone_single'
  | 'singles_not_allowed'
  | 'no_system_type'
  | 'custom_bet'
  | 'too_many_selections'
  | 'unknown_bet'
  | 'freebet_stake_fixed'
  | 'invalid_stake'
  | 'insufficient_balance'
  | 'in_progress'
  | 'not_enabled'
  | 'not_approved'
  | 'warning'
  | 'blocked';

/** Tracking events of the spec's data layer. */
export type TrackingEvent = 'outcome_add_click' | 'outcome_delete_click' | 'place_bet_success';

/** Effects the host runs. */
export type TicketEffect =
  | { type: 'PLACE_BETS'; request: PlaceBetsRequest }
  | { type: 'PROMPT_SIGN_IN' }
  | { type: 'SESSION_EXPIRED' }
  | { type: 'REPORT_ERROR'; error: unknown }
  | { type: 'FETCH_MARKETS'; matchIds: number[] }
  | { type: 'OPEN_CUSTOM_BET_TICKET_MODAL'; selection: TicketSelection }
  | { type: 'NOTIFY'; messageKey: string }
  | { type: 'REFUSED'; reason: RefusalReason; blockers?: PlaceBlocker[] }
  | { type: 'TRACK'; event: TrackingEvent; selectionId?: string };
