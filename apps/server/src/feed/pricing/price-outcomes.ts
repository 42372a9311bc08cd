/**
 * The inner loop of pricing: sums each outcome's settlement over a score distribution. It runs for every market
 * on every reprice, so it avoids allocations and closures, and reads imported bindings through local aliases
 * (dev-time module loaders turn every imported name into a property getter, a tenfold cost in a hot loop).
 */
import {
  HALF_LOSE,
  HALF_WIN,
  LOSE,
  type OutcomeRule,
  REFUND,
  settleInto,
  WIN,
} from '../markets/outcome-rules.js';
import type { ScopeDistribution } from './distribution.js';

const settle = settleInto;
const LOSE_CODE = LOSE;
/** Share of the stake paid as winnings (A) and handed back (B) per result code. */
const WIN_SHARE = new Float64Array(5);
const BACK_SHARE = new Float64Array(5);
WIN_SHARE[WIN] = 1;
WIN_SHARE[HALF_WIN] = 0.5;
BACK_SHARE[REFUND] = 1;
BACK_SHARE[HALF_WIN] = 0.5;
BACK_SHARE[HALF_LOSE] = 0.5;

const codes = new Uint8Array(256);
const wins = new Float64Array(256);
const back = new Float64Array(256);

/**
 * The probability of each outcome of a rule over a distribution. A stake returns odds x A + B, where A is the
 * chance of a win (half of a half win) and B the chance of getting stakes back (refunds, the other half of half
 * wins and half losses); fair odds make that 1, so the outcome's probability is A / (1 - B).
 */
export function priceOutcomes(rule: OutcomeRule, dist: ScopeDistribution): number[] {
  const n = rule.ids.length;
  wins.fill(0, 0, n);
  back.fill(0, 0, n);
  if (rule.stat === 'pair') {
    const cells = dist.cells;
    if (!cells) throw new Error(`market kind ${rule.kind} needs a joint score distribution`);
    for (const cell of cells) add(rule, cell.home, cell.away, cell.p, n);
  } else {
    const pmf = rule.stat === 'diff' ? dist.diff : dist.total;
    const p = pmf.p;
    for (let i = 0; i < p.length; i++) add(rule, pmf.min + i, 0, p[i] ?? 0, n);
  }
  const result: number[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const stake = 1 - (back[i] ?? 0);
    result[i] = stake > 1e-12 ? Math.min(1, (wins[i] ?? 0) / stake) : 0;
  }
  return result;
}

function add(rule: OutcomeRule, home: number, away: number, p: number, n: number): void {
  if (p <= 0) return;
  settle(rule, home, away, codes);
  for (let i = 0; i < n; i++) {
    const code = codes[i] ?? LOSE_CODE;
    wins[i] = (wins[i] ?? 0) + p * (WIN_SHARE[code] ?? 0);
    back[i] = (back[i] ?? 0) + p * (BACK_SHARE[code] ?? 0);
  }
}
