/**
 * The name a bet is shown under. The bet types are single, combo, system and custom_bet; a combo is further named by
 * its selection count (spec §4: "Doubles, trebles and accumulators are named by selection count").
 */
import type { TicketEntry } from '../ticket/types';

/** What a bet is called in the slip; each value is also the tail of its translation key. */
export type BetName = 'single' | 'double' | 'treble' | 'accumulator' | 'system' | 'custom_bet';

/** Selections from which a combo is an accumulator rather than a double or a treble. */
const ACCUMULATOR_FROM = 4;

/**
 * The display name of a bet: singles, systems and custom bets by type; a combo of 2 selections is a double, of 3 a
 * treble, of 4 or more an accumulator. A combo left with one selection (the state machine turns it into a single
 * right away) is named a single rather than a "double" it is not.
 */
export function betName(bet: TicketEntry): BetName {
  if (bet.betType !== 'combo') return bet.betType;
  const count = bet.selections.length;
  if (count >= ACCUMULATOR_FROM) return 'accumulator';
  if (count === 3) return 'treble';
  if (count === 2) return 'double';
  return 'single';
}

/**
 * How many selections an accumulator holds (shown as "Accumulator (5)"); null for a bet that {@link betName} does
 * not call an accumulator, whose name already says the count or does not depend on it.
 */
export function accumulatorSize(bet: TicketEntry): number | null {
  return betName(bet) === 'accumulator' ? bet.selections.length : null;
}
