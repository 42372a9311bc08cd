/** Placed bets as my bets lists them (spec core-betting §3). */
import type { Money } from '../money/money';
import type { DecimalOdds } from '../odds/decimal-odds';
import type { BonusType } from './bonus';
import type { EventStatus } from './catalogue';

/** Bet types. Double, treble and accumulator are combos named by count. */
export const BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const;
/** One of {@link BET_TYPES}. */
export type BetType = (typeof BET_TYPES)[number];

/** Lifecycle states of a placed bet. */
export const BET_STATES = [
  'cashed_out',
  'withdrawn',
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'cashout_in_progress',
  'submitted',
  'rejected',
] as const;
/** One of {@link BET_STATES}. */
export type BetState = (typeof BET_STATES)[number];

/** States shown as "open" in my bets: the stake is at risk and no result is final. */
export const OPEN_BET_STATES: readonly BetState[] = [
  'submitted',
  'waiting_results',
  'ready_to_process',
  'cashout_in_progress',
];

/** States never listed in my bets (the "excluded set" of GET /bets). */
export const EXCLUDED_BET_STATES: readonly BetState[] = ['withdrawn'];

/** Results of a settled bet. */
export const BET_RESULTS = [
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
] as const;
/** One of {@link BET_RESULTS}. */
export type BetResult = (typeof BET_RESULTS)[number];

/** My-bets list filter. */
export const BET_LIST_FILTERS = ['all', 'open', 'settled'] as const;
/** One of {@link BET_LIST_FILTERS}. */
export type BetListFilter = (typeof BET_LIST_FILTERS)[number];

/**
 * My-bets result filter: the spec's all, win, lose and refund, and cashed out, which is neither a win nor a loss
 * (the bet was closed early for an offer) and is shown under its own chip.
 */
export const BET_RESULT_FILTERS = ['all', 'win', 'lose', 'refund', 'cashed_out'] as const;
/** One of {@link BET_RESULT_FILTERS}. */
export type BetResultFilter = (typeof BET_RESULT_FILTERS)[number];

/** Which results a result filter keeps. */
export const RESULTS_BY_FILTER: Record<Exclude<BetResultFilter, 'all'>, readonly BetResult[]> = {
  win: ['win_entire', 'refund_half_win_other'],
  lose: ['lose_entire', 'refund_half_lose_other'],
  refund: ['refund_entire', 'canceled'],
  cashed_out: ['cashed_out'],
};

/** A bet's stake as listed. */
export interface BetStake {
  value: Money;
  currency: string;
  subunits: number;
}

/** A selection of a placed bet. */
export interface BetSelection {
  id: string;
  status: BetResult;
  market: { id: number; name: string };
  outcome: { id: string; name: string };
  odds: DecimalOdds;
  specifier: string;
  match: { id: number; slug: string; name: string; status: EventStatus; start_time: string };
}

/** A placed bet as listed in my bets. */
export interface Bet {
  id: string;
  type: BetType;
  ref: string;
  status: BetState;
  stake: BetStake;
  win_amount: Money | null;
  odds: DecimalOdds;
  selections: BetSelection[];
  created_at: string;
  result: BetResult;
  to_cashout: Money | null;
  bonus: { id: string; type: BonusType; odds: DecimalOdds | null } | null;
  system: { id: string; win_count: number; total_count: number } | null;
  used_in_jackpot: boolean;
  is_vip: boolean;
}

/** Bet stats for a period. */
export interface BetStats {
  bets_sum: Money;
  wins_sum: Money;
  period: { from: string; to: string };
}
