/** The bet slip's data (spec core-betting §3 "Ticket entry", "Ticket selection", "Ticket state"). */
import type { Money } from '../money/money';
import type { DecimalOdds } from '../odds/decimal-odds';
import type { BetState, BetType } from '../types/bet';
import type { BetBonusRef, SlipBonus } from '../types/bonus';
import type { MatchStatusKind, Provider } from '../types/catalogue';
import type { OddsAcceptance } from '../types/settings';

/** A system type: win `winCount` of `totalCount` selections (e.g. 2/3). */
export interface SystemType {
  totalCount: number;
  winCount: number;
}

/** Where a bet's stake came from. potential_win means the bettor typed the win and the stake follows the odds. */
export type StakeSource = 'user' | 'preset' | 'potential_win' | 'sharing' | 'freebet' | null;

/** A selection in the slip: one outcome of one market of one match. */
export interface TicketSelection {
  /** Composite identity: see selectionId(). */
  id: string;
  matchId: number;
  matchUrnId: string;
  matchSlug: string;
  marketId: number;
  marketName: string;
  specifier: string;
  outcomeId: string;
  outcomeName: string;
  /** The current price. */
  odds: DecimalOdds;
  /** The price the bettor has accepted; placing sends this. */
  acceptedOdds: DecimalOdds;
  /** The price when the selection was added. */
  initialOdds: DecimalOdds;
  provider: Provider;
  /** match for a match market, outright for a non-match event. */
  type: 'match' | 'outright';
  matchStatus: MatchStatusKind;
  nameA: string;
  nameB: string;
  sportKey: string;
  categoryName: string;
  /** The match's or outright's league; null where unknown (a slip stored before it was kept). */
  tournamentId: number | null;
  marketGroup: string;
  active: boolean;
  isSuspended: boolean;
  isChanged: boolean;
  isNotAvailable: boolean;
}

/** A bet in the slip (a "ticket entry"). For a system bet, `stake` is the stake per line. */
export interface TicketEntry {
  stake: Money;
  currency: string;
  subunits: number;
  betType: BetType;
  /** The price of a custom bet (bet builder), quoted by the server. */
  customOdds: DecimalOdds | null;
  selections: TicketSelection[];
  availableBonuses: SlipBonus[];
  bonus: SlipBonus | null;
  /** Comboboost odds of the active range (multiplies the bet's odds). */
  bonusOdds: DecimalOdds | null;
  stakeSource: StakeSource;
  systemType: SystemType | null;
  freebetStake: Money | null;
  betId: string | null;
  status: BetState | null;
  isVip: boolean;
  /** Per-bet error messages (translation keys or server texts). */
  messagesByBet: string[];
  jackpots: string[];
}

/** States of the slip as a whole. */
export type TicketStateName = 'initial' | 'odds_changed' | 'processing' | 'success' | 'error';

/** The slip's error after a failed place. */
export interface TicketError {
  message: string;
  details: string | null;
  /** True when the failure was about the price (101, 120 or a risk-validation odds message). */
  wrongOdds: boolean;
  code: number | null;
}

/** A bet as the server accepted it. */
export interface PlacedBet {
  betId: string;
  /** The short reference the player sees for this bet everywhere (my bets lists it as `ref`). */
  ref: string;
  status: BetState;
  isVip: boolean;
  selections: { id: string; odds: DecimalOdds }[];
}

/** Settings the engine reads; changed by the SETTINGS_CHANGED event. */
export interface TicketConfig {
  oddsAcceptance: OddsAcceptance;
  /** Providers whose selections may be placed as several singles at once (settings.multi_bet_settings). */
  multiSingleByProvider: Partial<Record<Provider, boolean>>;
  currency: string;
  subunits: number;
  /** Whether the bettor may place several single bets of custom-bet selections. */
  customBetAllowSingle: boolean;
}

/** The whole slip. */
export interface TicketState {
  ticketState: TicketStateName;
  error: TicketError | null;
  bets: TicketEntry[];
  upcomingBonuses: SlipBonus[];
  selectedOutcomeIds: string[];
  /** Indexes into `bets` of the bets being placed (stake above 0). */
  processingBets: number[];
  isRestoring: boolean;
  inProgress: boolean;
  /** System types valid for the current selection count, sorted by total then win count. */
  systemTypes: SystemType[];
  placedBets: PlacedBet[];
  /** The bets as they were placed (with betId and status), for the success view. */
  receipt: TicketEntry[];
  config: TicketConfig;
}

/** The bet bonus as the place-bet payload carries it. */
export type PayloadBonus = BetBonusRef;
