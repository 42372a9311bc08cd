/** Bonus kinds as they touch a bet (spec platform §3). */
import type { Money } from '../money/money';
import type { DecimalOdds } from '../odds/decimal-odds';

/** Bonus types. */
export const BONUS_TYPES = [
  'comboboost',
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
  'hunting',
  'lootbox',
  'tournament',
  'jackpot',
] as const;
/** One of {@link BONUS_TYPES}. */
export type BonusType = (typeof BONUS_TYPES)[number];

/** True for every freebet subtype (their type contains the word freebet). */
export function isFreebetType(type: BonusType): boolean {
  return type.includes('freebet');
}

/**
 * True for the freebet types whose stake the bonus pays, never the player's cash: freebet, freebet_only_win and
 * freebet_all_win. freebet_no_risk is staked with cash (its loss comes back as a freebet; bonus/bonus-settlement.ts).
 */
export function isBonusStakedType(type: BonusType): boolean {
  return isFreebetType(type) && type !== 'freebet_no_risk';
}

/** True when a winning bet with this bonus gets its stake back with the winnings (all but freebet and freebet_only_win). */
export function returnsStakeOnWin(type: BonusType): boolean {
  return type !== 'freebet' && type !== 'freebet_only_win';
}

/** Bonus statuses. */
export const BONUS_STATUSES = [
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
] as const;
/** One of {@link BONUS_STATUSES}. */
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** A comboboost range: with min..max selections the bet gets bonus_odds. */
export interface ComboboostRange {
  min_count: number;
  max_count: number;
  bonus_odds: DecimalOdds;
}

/** A bonus that can apply to a bet in the slip. */
export interface SlipBonus {
  id: string;
  type: BonusType;
  /** Freebet amount in the bet's currency, for freebet types. */
  amount: Money | null;
  /** Comboboost ranges; empty for other types. */
  ranges: ComboboostRange[];
  min_odds: DecimalOdds | null;
  /** A farming programme's name (hunting, lootbox, tournament), what the slip shows for it. */
  name?: string;
}

/** A bonus as sent with a placed bet. */
export interface BetBonusRef {
  id: string;
  type: BonusType;
  odds: DecimalOdds | null;
}
