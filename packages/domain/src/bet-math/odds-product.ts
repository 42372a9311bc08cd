/**
 * The product of several odds in integer odds units (odds x ODDS_SCALE). The exact product is taken first and
 * rounded down once, so a long accumulator does not lose a unit per leg as step-by-step rounding would.
 */
import { ODDS_SCALE } from '../constants';
import { type DecimalOdds, oddsUnits } from '../odds/decimal-odds';

const SCALE = BigInt(ODDS_SCALE);

/**
 * The product of `odds` in odds units, floored to the odds scale: floor(u1 x u2 x ... x un / SCALE^(n-1)).
 * One odds gives its own units; none gives SCALE (odds of 1, the neutral element). Bigint all the way, no floats.
 *
 * @example oddsProductUnits([decimalOdds(1.5), decimalOdds(2.333)]) // 3499n (3.4995 floored to 3.499)
 */
export function oddsProductUnits(odds: readonly DecimalOdds[]): bigint {
  let numerator = 1n;
  let denominator = 1n;
  odds.forEach((o, i) => {
    numerator *= oddsUnits(o);
    if (i > 0) denominator *= SCALE;
  });
  return odds.length === 0 ? SCALE : numerator / denominator;
}

/**
 * A payout: stake x odds, in minor units, rounded down to the minor unit (the bookmaker never pays a fraction it
 * does not hold). `stake` is in minor units, `units` in odds units; a stake of 0 or below pays 0.
 */
export function payoutUnits(stake: bigint, units: bigint): bigint {
  if (stake <= 0n) return 0n;
  return (stake * units) / SCALE;
}
