/**
 * The lines of a bet: the separate wagers its stake is split into. A single, combo or custom bet is one line at its
 * total odds; a system "win/total" is one line per subset of `win` selections.
 */
import type { TicketEntry } from '../ticket/types';
import { combinations } from './combinations';
import { oddsProductUnits } from './odds-product';
import { matchesSystemType } from './system-types';
import { totalOddsUnits } from './total-odds';

/**
 * The odds of each line of a bet, in odds units (odds x ODDS_SCALE), each floored to the odds scale:
 * - single, combo, custom_bet: one line at {@link totalOddsUnits};
 * - system: one line per combination of `systemType.winCount` selections, in lexicographic order, each the product
 *   of that combination's current odds (times `bonusOdds` when set, as for the bet's total odds).
 *
 * A system whose type is missing or does not match its selection count has no lines: it cannot be placed
 * (the `system_count` blocker), and refusing to enumerate keeps an inconsistent slip from asking for C(40, 20) lines.
 * A bet without selections has no lines either.
 */
export function betLines(bet: TicketEntry): bigint[] {
  if (bet.selections.length === 0) return [];
  if (bet.betType !== 'system') return [totalOddsUnits(bet)];
  const type = bet.systemType;
  if (type === null || !matchesSystemType(type, bet.selections.length)) return [];
  const odds = bet.selections.map((s) => s.odds);
  const bonus = bet.bonusOdds;
  return combinations(odds, type.winCount).map((line) =>
    oddsProductUnits(bonus === null ? line : [...line, bonus]),
  );
}
