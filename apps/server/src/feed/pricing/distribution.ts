/**
 * Probability distributions of the final score of one scope (regular time, first half, sets won ...). Markets
 * are priced by summing their settlement over these, so every market of a match comes from the same numbers.
 */

/** A probability mass function over consecutive integers: P(X = min + i) = p[i]. */
export interface Pmf {
  min: number;
  p: Float64Array;
}

/** One final score with its probability. */
export interface Cell {
  home: number;
  away: number;
  p: number;
}

/**
 * The distribution of a scope's final score. `cells` is the joint (home, away) distribution when the model
 * has one (goal grids, sets); `diff` and `total` are always there, and are all the normal model has.
 */
export interface ScopeDistribution {
  cells: Cell[] | null;
  diff: Pmf;
  total: Pmf;
}

/** Adds to one slot of a typed array (a compound `+=` on an index reads as possibly undefined under strict indexing). */
function addAt(array: Float64Array, index: number, value: number): void {
  array[index] = (array[index] ?? 0) + value;
}

/** Cells below this are dropped: they cannot move an odds value at 3 digits. */
const CELL_FLOOR = 1e-10;

/** A scope whose score is already known. */
export function pointMass(home: number, away: number): ScopeDistribution {
  return fromCells([{ home, away, p: 1 }]);
}

/** Builds the diff and total marginals of a joint distribution. */
export function fromCells(cells: Cell[]): ScopeDistribution {
  return {
    cells,
    diff: marginal(cells, (c) => c.home - c.away),
    total: marginal(cells, (c) => c.home + c.away),
  };
}

function marginal(cells: readonly Cell[], stat: (c: Cell) => number): Pmf {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const c of cells) {
    const v = stat(c);
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const p = new Float64Array(hi - lo + 1);
  for (const c of cells) addAt(p, stat(c) - lo, c.p);
  return { min: lo, p };
}

/** Poisson probabilities 0..k until the tail is negligible, normalised to sum to 1. */
function poissonPmf(mean: number): Float64Array {
  if (mean <= 1e-9) return Float64Array.of(1);
  const max = Math.ceil(mean + 7 * Math.sqrt(mean) + 6);
  const p = new Float64Array(max + 1);
  let term = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; k <= max; k++) {
    p[k] = term;
    sum += term;
    term *= mean / (k + 1);
  }
  for (let k = 0; k <= max; k++) p[k] = (p[k] ?? 0) / sum;
  return p;
}

/** The score so far plus independent Poisson goals still to come for each side. */
export function poissonCells(baseHome: number, baseAway: number, meanHome: number, meanAway: number): Cell[] {
  const ph = poissonPmf(meanHome);
  const pa = poissonPmf(meanAway);
  const cells: Cell[] = [];
  for (let h = 0; h < ph.length; h++) {
    const x = ph[h] ?? 0;
    for (let a = 0; a < pa.length; a++) {
      const p = x * (pa[a] ?? 0);
      if (p > CELL_FLOOR) cells.push({ home: baseHome + h, away: baseAway + a, p });
    }
  }
  return cells;
}

/** The standard normal CDF (Abramowitz-Stegun 7.1.26, error below 1.5e-7: far under an odds step). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** A normal distribution rounded to integers (continuity correction), cut at 6 standard deviations. */
export function normalPmf(mean: number, sd: number): Pmf {
  if (sd < 0.05) return { min: Math.round(mean), p: Float64Array.of(1) };
  const lo = Math.floor(mean - 6 * sd);
  const hi = Math.ceil(mean + 6 * sd);
  const p = new Float64Array(hi - lo + 1);
  let sum = 0;
  for (let k = lo; k <= hi; k++) {
    const v = normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
    p[k - lo] = v;
    sum += v;
  }
  for (let i = 0; i < p.length; i++) p[i] = (p[i] ?? 0) / sum;
  return { min: lo, p };
}

/** P(X = value) of a pmf. */
export function pmfAt(pmf: Pmf, value: number): number {
  return pmf.p[value - pmf.min] ?? 0;
}

/** Mixes pmfs with weights that sum to 1, each shifted by an offset. */
export function mixPmfs(parts: readonly { pmf: Pmf; weight: number; shift: number }[]): Pmf {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const { pmf, shift, weight } of parts) {
    if (weight <= 0) continue;
    lo = Math.min(lo, pmf.min + shift);
    hi = Math.max(hi, pmf.min + shift + pmf.p.length - 1);
  }
  const p = new Float64Array(hi - lo + 1);
  for (const { pmf, shift, weight } of parts) {
    if (weight <= 0) continue;
    for (let i = 0; i < pmf.p.length; i++) addAt(p, pmf.min + shift + i - lo, weight * (pmf.p[i] ?? 0));
  }
  return { min: lo, p };
}
