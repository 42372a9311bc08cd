/**
 * The cashout offer of an open bet: what the bet is expected to pay, from the pricing model's true probabilities,
 * less the book's margin, floored to the minor unit. Pure: the caller reads the prices.
 */
import { combinations, type Money, money, ODDS_SCALE } from '@sportsbook/domain';
import { CASHOUT_MARGIN, CASHOUT_TOLERANCE_BP } from '../constants.js';
import { legFactor, type SelectionResult, type SettlingBet } from '../settle/settlement-math.js';

/** Where one selection of the bet stands now. */
export type LegState =
  /** Already resolved (a market decided before the end, or settled). */
  | { kind: 'settled'; odds: number; result: SelectionResult }
  /** Still to play, its market open: `probability` is the model's true chance that it wins. */
  | { kind: 'open'; odds: number; probability: number }
  /** Its market is suspended or closed, or its match cannot be bet on: no offer while it is. */
  | { kind: 'unavailable' };

function expectedFactor(leg: LegState): number {
  if (leg.kind === 'open') return (leg.probability * leg.odds) / ODDS_SCALE;
  if (leg.kind === 'settled') {
    const f = legFactor(leg);
    return Number(f.num) / Number(f.den);
  }
  return Number.NaN;
}

/**
 * The offer in minor units, or null when there is none:
 * - single, combo: stake x product of the legs' expected factors (a won leg its odds, a void one 1, an open one
 *   probability x odds), i.e. P(all open legs win) x potential win for plain win/lose legs;
 * - system: the same per line, summed, at the stake per line;
 * - custom bet: stake x its odds x `joint` (the chance that every leg wins, priced on one score distribution);
 * - times 1 - CASHOUT_MARGIN, floored. Null when a leg is unavailable, when the bet can no longer pay (a lost leg
 *   of a combo), or for a custom bet without a joint price.
 */
export function cashoutOffer(
  bet: SettlingBet,
  legs: readonly LegState[],
  joint: number | null,
): Money | null {
  if (legs.some((l) => l.kind === 'unavailable')) return null;
  let expected: number;
  if (bet.type === 'custom_bet') {
    if (joint === null || legs.some((l) => l.kind === 'settled' && l.result !== 'win')) return null;
    expected = (bet.stake * bet.odds * joint) / ODDS_SCALE;
  } else if (bet.type === 'system' && bet.system !== null) {
    expected = systemExpectation(bet, legs.map(expectedFactor));
  } else {
    expected = legs.reduce((product, leg) => product * expectedFactor(leg), bet.stake);
  }
  const offer = Math.floor(expected * (1 - CASHOUT_MARGIN));
  return Number.isFinite(offer) && offer > 0 ? money(offer) : null;
}

/** Sum over the system's lines of stake per line x product of the line's expected factors. */
function systemExpectation(bet: SettlingBet, factors: readonly number[]): number {
  const lines = combinations(factors, bet.system?.winCount ?? 0);
  if (lines.length === 0) return 0;
  const perLine = Math.floor(bet.stake / lines.length);
  return lines.reduce((sum, line) => sum + line.reduce((p, f) => p * f, perLine), 0);
}

/** True when the amount a player asks for may be paid: above 0, at most the offer plus CASHOUT_TOLERANCE_BP. */
export function isAcceptableCashout(requested: number, offer: number): boolean {
  return (
    requested > 0 && BigInt(requested) * 10_000n <= BigInt(offer) * BigInt(10_000 + CASHOUT_TOLERANCE_BP)
  );
}
