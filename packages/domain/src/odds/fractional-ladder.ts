/**
 * The conventional fractional price ladder of UK bookmakers. Decimal odds that land on one of these prices (at the
 * odds scale) are shown as the bookmaker writes them, so 1.667 reads 4/6 and not 667/1000. A few are written
 * unreduced on purpose (4/6, 6/4, 100/30, 85/40): that is how every UK coupon prints them.
 */
import { ODDS_SCALE } from '../constants';
import { roundRatio } from '../ratio';
import type { DecimalOdds } from './decimal-odds';
import { oddsUnits } from './decimal-odds';

/** British fractional odds: profit over stake, e.g. 5/2 pays 5 for every 2 staked. */
export interface FractionalOdds {
  numerator: number;
  denominator: number;
}

/** The ladder, shortest price first, as [numerator, denominator]. */
// biome-ignore format: a price ladder reads best as a table
export const FRACTIONAL_LADDER: readonly (readonly [number, number])[] = [
  [1, 100], [1, 66], [1, 50], [1, 40], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 11], [1, 10],
  [1, 9], [1, 8], [2, 15], [1, 7], [1, 6], [2, 11], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11],
  [2, 5], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [4, 6], [8, 11], [4, 5], [5, 6], [10, 11], [1, 1], [21, 20],
  [11, 10], [6, 5], [5, 4], [11, 8], [6, 4], [13, 8], [7, 4], [15, 8], [2, 1], [85, 40], [9, 4], [5, 2], [11, 4],
  [3, 1], [100, 30], [7, 2], [4, 1], [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2],
  [9, 1], [10, 1], [11, 1], [12, 1], [14, 1], [16, 1], [18, 1], [20, 1], [22, 1], [25, 1], [28, 1], [33, 1],
  [40, 1], [50, 1], [66, 1], [80, 1], [100, 1], [125, 1], [150, 1], [200, 1], [250, 1], [300, 1], [400, 1],
  [500, 1], [750, 1], [1000, 1],
];

const SCALE = BigInt(ODDS_SCALE);

// Odds units of a fraction, rounded half-up to the odds scale (2/7 is 1.286).
function fractionUnits(numerator: bigint, denominator: bigint): bigint {
  return SCALE + roundRatio({ num: numerator * SCALE, den: denominator }, 'half-up');
}

const BY_UNITS = new Map<bigint, FractionalOdds>(
  FRACTIONAL_LADDER.map(([numerator, denominator]) => [
    fractionUnits(BigInt(numerator), BigInt(denominator)),
    { numerator, denominator },
  ]),
);

/** The ladder price these odds land on at the odds scale, or null when they are off the ladder. */
export function ladderFraction(odds: DecimalOdds): FractionalOdds | null {
  const found = BY_UNITS.get(oddsUnits(odds));
  return found ? { ...found } : null;
}

/**
 * The ladder price a bettor is shown for any odds: the one nearest by implied probability (1 / odds), a tie going
 * to the shorter price; odds below the ladder's shortest price show it (1/100), odds above its longest show that
 * (1000/1). Within the ladder's range the shown price's implied probability is within
 * {@link LADDER_PROBABILITY_TOLERANCE} of the odds'. Exact on bigint: the odds are a count of odds units.
 */
export function nearestLadderFraction(odds: DecimalOdds): FractionalOdds {
  const units = oddsUnits(odds);
  // The last price not longer than the odds: n/d is (n + d) / d in decimal.
  let low = -1;
  let high = FRACTIONAL_LADDER.length;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    const [n, d] = ladderPrice(mid);
    if ((n + d) * SCALE <= units * d) low = mid;
    else high = mid;
  }
  if (low < 0) return fractionAt(0);
  if (low === FRACTIONAL_LADDER.length - 1) return fractionAt(low);
  const [n1, d1] = ladderPrice(low);
  const [n2, d2] = ladderPrice(low + 1);
  // Shorter (low) when its probability is no farther: p1 - p <= p - p2, i.e. p1 + p2 <= 2p, with p = SCALE / units
  // and p = d / (n + d) for a price, cross-multiplied so nothing is rounded.
  const sum = d1 * (n2 + d2) + d2 * (n1 + d1);
  return fractionAt(sum * units <= 2n * SCALE * (n1 + d1) * (n2 + d2) ? low : low + 1);
}

/**
 * How far, in implied probability, the price {@link nearestLadderFraction} shows can be from odds within the
 * ladder (1.01 to 1001): half the widest step between neighbouring prices, 4/9 to 1/2 (9/13 - 2/3 = 1/39).
 */
export const LADDER_PROBABILITY_TOLERANCE = 1 / 78;

function ladderPrice(index: number): [bigint, bigint] {
  const [n, d] = FRACTIONAL_LADDER[index] ?? [1, 1];
  return [BigInt(n), BigInt(d)];
}

function fractionAt(index: number): FractionalOdds {
  const [numerator, denominator] = FRACTIONAL_LADDER[index] ?? [1, 1];
  return { numerator, denominator };
}
