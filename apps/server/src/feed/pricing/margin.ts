/**
 * From true probabilities to bookmaker odds. The power method (odds = 1 / p^k with k chosen so that the implied
 * probabilities add up to 1 + margin) puts more margin on long shots, as real books do, and never pushes a
 * favourite's odds to 1 or below, which the proportional method does for any p above 1 / (1 + margin).
 */

/** The lowest odds offered: a price of 1.00 returns nothing, so it is never shown. */
export const MIN_ODDS = 1.01;
/** The highest odds offered: beyond this a price is noise from the model's tails. */
export const MAX_ODDS = 1000;
/** Outcomes less likely than this (or surer than 1 minus this) are not offered: their odds would be clamped. */
export const MIN_PROBABILITY = 0.0005;

/** Odds of every outcome and whether it is offered. */
export interface MarginedOdds {
  odds: number[];
  active: boolean[];
  /** False when fewer than two outcomes are offered: the market is decided or too lopsided to quote. */
  open: boolean;
}

/**
 * Rounds odds to a ladder: 3 fraction digits below 2, 2 below 10, 1 below 100, whole numbers above, then
 * clamps to [MIN_ODDS, MAX_ODDS]. Every result has at most 3 fraction digits (integer / 1000 prints exactly).
 */
export function roundOdds(odds: number): number {
  const step = odds < 2 ? 1000 : odds < 10 ? 100 : odds < 100 ? 10 : 1;
  const rounded = Math.round(odds * step) / step;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, rounded));
}

/**
 * Applies a margin to the probabilities of a market's outcomes. `probabilities` may add up to more than 1 when
 * several outcomes win together (double chance adds up to 2); the margin scales the offered outcomes' sum.
 */
export function applyMargin(probabilities: readonly number[], margin: number): MarginedOdds {
  const active = probabilities.map((p) => p >= MIN_PROBABILITY && p <= 1 - MIN_PROBABILITY);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < probabilities.length; i++) {
    if (!active[i]) continue;
    sum += probabilities[i] ?? 0;
    count++;
  }
  const target = sum * (1 + margin);
  const power = count > target ? solvePower(probabilities, active, target) : null;
  const odds = probabilities.map((p, i) => {
    // An outcome not offered keeps a placeholder on the side it is decided towards; it cannot be bet.
    if (!active[i]) return p > 0.5 ? MIN_ODDS : MAX_ODDS;
    const implied = power === null ? p * (1 + margin) : p ** power;
    return roundOdds(1 / implied);
  });
  return { odds, active, open: count >= 2 };
}

/**
 * Finds k in (0, 1] with sum(p^k) = target by Newton's method. The sum is convex and decreasing in k, so the
 * iteration approaches the root from below after the first step and cannot oscillate.
 */
function solvePower(probabilities: readonly number[], active: readonly boolean[], target: number): number {
  let k = 1;
  for (let iteration = 0; iteration < 30; iteration++) {
    let value = -target;
    let slope = 0;
    for (let i = 0; i < probabilities.length; i++) {
      if (!active[i]) continue;
      const p = probabilities[i] ?? 0;
      const pk = p ** k;
      value += pk;
      slope += pk * Math.log(p);
    }
    if (Math.abs(value) < 1e-12 || slope === 0) break;
    k = Math.max(1e-3, k - value / slope);
  }
  return k;
}
