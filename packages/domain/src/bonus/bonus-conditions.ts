/**
 * Whether a bonus fits a bet (spec platform §3 "Bonus types and statuses"): the campaign's conditions on the
 * bet's selections, odds and selection count, and the player's country and verification. The server runs it to
 * answer POST /bonuses and again when a bet carrying the bonus is placed; the slip gets the answer from there.
 */

import { oddsProductUnits } from '../bet-math/odds-product';
import type { DecimalOdds } from '../odds/decimal-odds';
import { oddsUnits } from '../odds/decimal-odds';
import type { BonusType, ComboboostRange } from '../types/bonus';

/** Ids a bonus is limited to; an empty or missing list puts no limit on that level. */
export interface EventConditions {
  /** The sport's kind: 'regular' or 'cyber'. */
  sport_type?: string[];
  /** Sport keys (football, tennis...). */
  sport?: string[];
  category?: number[];
  tournament?: number[];
  /** Match ids. */
  event?: number[];
}

/** Which matches a bonus takes by their state. */
export const BONUS_MATCH_STATUSES = ['any', 'prematch', 'live'] as const;
/** One of {@link BONUS_MATCH_STATUSES}. */
export type BonusMatchStatus = (typeof BONUS_MATCH_STATUSES)[number];

/** A campaign's conditions on a bet. */
export interface BonusConditions {
  /**
   * A comboboost: the lowest odds of a selection that counts towards its ranges (suitable selections). A freebet:
   * the lowest total odds of the bet.
   */
  min_odds: DecimalOdds | null;
  /** A freebet: the highest total odds of the bet. */
  max_odds: DecimalOdds | null;
  selection_count_from: number | null;
  selection_count_to: number | null;
  match_status: BonusMatchStatus;
  event_conditions: EventConditions;
  /** Only players whose e-mail is confirmed. */
  only_verified: boolean;
  /** ISO country codes the bonus is limited to; empty: everywhere. */
  country_codes: string[];
}

/** What the conditions look at in one selection. */
export interface BonusSelectionFacts {
  matchId: number;
  sport: string;
  sportType: string;
  categoryId: number | null;
  tournamentId: number | null;
  odds: DecimalOdds;
  live: boolean;
}

/** What the conditions look at in a bet and its player. */
export interface BonusBetFacts {
  type: BonusType;
  betType: 'single' | 'combo' | 'system' | 'custom_bet';
  selections: readonly BonusSelectionFacts[];
  /** The player's country (ISO code) when known. */
  country: string | null;
  verified: boolean;
}

/** Why a bonus does not fit a bet: a stable code the slip translates. */
export const BONUS_MISFITS = [
  'bonus_country',
  'bonus_unverified',
  'bonus_bet_type',
  'bonus_match_status',
  'bonus_event',
  'bonus_selection_count',
  'bonus_min_odds',
  'bonus_max_odds',
  'bonus_no_range',
] as const;
/** One of {@link BONUS_MISFITS}. */
export type BonusMisfit = (typeof BONUS_MISFITS)[number];

const listed = <T>(list: readonly T[] | undefined, value: T | null): boolean =>
  list === undefined || list.length === 0 || (value !== null && list.includes(value));

/** True when the selection's sport kind, sport, category, league and match are all allowed. */
export function meetsEventConditions(c: EventConditions, s: BonusSelectionFacts): boolean {
  return (
    listed(c.sport_type, s.sportType) &&
    listed(c.sport, s.sport) &&
    listed(c.category, s.categoryId) &&
    listed(c.tournament, s.tournamentId) &&
    listed(c.event, s.matchId)
  );
}

function meetsMatchStatus(status: BonusMatchStatus, s: BonusSelectionFacts): boolean {
  return status === 'any' || (status === 'live') === s.live;
}

/**
 * The selections of a bet that count towards a comboboost (spec "suitableSelections"): allowed by the event
 * conditions and the match status, at or above `min_odds`.
 */
export function suitableSelections(
  c: BonusConditions,
  selections: readonly BonusSelectionFacts[],
): BonusSelectionFacts[] {
  return selections.filter(
    (s) =>
      meetsEventConditions(c.event_conditions, s) &&
      meetsMatchStatus(c.match_status, s) &&
      (c.min_odds === null || s.odds >= c.min_odds),
  );
}

/** The range holding `count` suitable selections (inclusive bounds), or null. */
export function comboboostRangeFor(
  ranges: readonly ComboboostRange[],
  count: number,
): ComboboostRange | null {
  return ranges.find((r) => r.min_count <= count && count <= r.max_count) ?? null;
}

/**
 * The first range above the one `count` selections reach, and how many more suitable selections it needs: what
 * the slip says as "add 2 more selections for x1.10". Null when no range is above.
 */
export function nextComboboostRange(
  ranges: readonly ComboboostRange[],
  count: number,
): { range: ComboboostRange; missing: number } | null {
  const above = ranges.filter((r) => r.min_count > count).sort((a, b) => a.min_count - b.min_count)[0];
  return above ? { range: above, missing: above.min_count - count } : null;
}

function playerMisfit(c: BonusConditions, bet: BonusBetFacts): BonusMisfit | null {
  if (c.country_codes.length > 0 && (bet.country === null || !c.country_codes.includes(bet.country)))
    return 'bonus_country';
  if (c.only_verified && !bet.verified) return 'bonus_unverified';
  return null;
}

function countMisfit(c: BonusConditions, count: number): BonusMisfit | null {
  if (c.selection_count_from !== null && count < c.selection_count_from) return 'bonus_selection_count';
  if (c.selection_count_to !== null && count > c.selection_count_to) return 'bonus_selection_count';
  return null;
}

/**
 * Why the comboboost does not fit the bet, or null when it does: a combo whose suitable selections reach one of
 * `ranges`. The active range is {@link comboboostRangeFor} the suitable count.
 */
export function comboboostMisfit(
  c: BonusConditions,
  ranges: readonly ComboboostRange[],
  bet: BonusBetFacts,
): BonusMisfit | null {
  const player = playerMisfit(c, bet);
  if (player) return player;
  if (bet.betType !== 'combo') return 'bonus_bet_type';
  const count = suitableSelections(c, bet.selections).length;
  return comboboostRangeFor(ranges, count) === null ? 'bonus_no_range' : countMisfit(c, count);
}

/**
 * Why the freebet does not fit the bet, or null when it does: a single or combo whose every selection is allowed
 * by the event conditions and match status, with a selection count and total odds within the campaign's bounds.
 */
export function freebetMisfit(c: BonusConditions, bet: BonusBetFacts): BonusMisfit | null {
  const player = playerMisfit(c, bet);
  if (player) return player;
  if (bet.betType !== 'single' && bet.betType !== 'combo') return 'bonus_bet_type';
  if (!bet.selections.every((s) => meetsMatchStatus(c.match_status, s))) return 'bonus_match_status';
  if (!bet.selections.every((s) => meetsEventConditions(c.event_conditions, s))) return 'bonus_event';
  const count = countMisfit(c, bet.selections.length);
  if (count) return count;
  const total = oddsProductUnits(bet.selections.map((s) => s.odds));
  if (c.min_odds !== null && total < oddsUnits(c.min_odds)) return 'bonus_min_odds';
  if (c.max_odds !== null && total > oddsUnits(c.max_odds)) return 'bonus_max_odds';
  return null;
}
