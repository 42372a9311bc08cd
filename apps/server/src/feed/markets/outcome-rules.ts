/**
 * How each outcome of a market resolves on a final score. Pricing and settlement both go through
 * {@link settleInto}, so a price can never disagree with the way the bet is later settled.
 */
import type { OutcomeResult } from '../types.js';
import type { MarketKind } from './market-types.js';

/** Result codes, kept numeric because pricing calls the rules once per score cell. */
export const WIN = 0;
/** @see WIN */
export const LOSE = 1;
/** @see WIN */
export const REFUND = 2;
/** @see WIN */
export const HALF_WIN = 3;
/** @see WIN */
export const HALF_LOSE = 4;

/** The feed's name of each result code. */
export const RESULT_NAMES: readonly OutcomeResult[] = ['win', 'lose', 'refund', 'half_win', 'half_lose'];

/** The statistic of the score a kind depends on: pricing sums over that statistic only. */
type Stat = 'diff' | 'total' | 'pair';

/** A market's outcomes ready to be settled. */
export interface OutcomeRule {
  kind: MarketKind;
  /** The total or handicap of the specifier; 0 when there is none. */
  line: number;
  ids: readonly string[];
  stat: Stat;
  /** How many outcomes win on one final score (2 for double chance). */
  coverage: number;
  /** Correct score: outcome index by "home:away". */
  scoreIndex: ReadonlyMap<string, number> | null;
}

const STAT_OF: Record<MarketKind, Stat> = {
  three_way: 'diff',
  double_chance: 'diff',
  draw_no_bet: 'diff',
  winner: 'diff',
  handicap: 'diff',
  total: 'total',
  odd_even: 'total',
  home_total: 'pair',
  away_total: 'pair',
  btts: 'pair',
  correct_score: 'pair',
  outright: 'pair',
};

/** Reads the number of a specifier such as "total=2.5" or "hcp=-0.75"; 0 for "". */
function specifierLine(specifier: string): number {
  const eq = specifier.indexOf('=');
  return eq < 0 ? 0 : Number(specifier.slice(eq + 1));
}

/** Prepares the rule of a market from its kind, specifier and outcome ids. */
export function ruleFor(kind: MarketKind, specifier: string, ids: readonly string[]): OutcomeRule {
  const scoreIndex = kind === 'correct_score' ? new Map(ids.map((id, i) => [id, i])) : null;
  const coverage = kind === 'double_chance' ? 2 : 1;
  return { kind, line: specifierLine(specifier), ids, stat: STAT_OF[kind], coverage, scoreIndex };
}

/**
 * Settles a line bet from how far the statistic cleared the line. Lines are multiples of 0.25, so the margin
 * is exactly 0 (refund), +-0.25 (quarter line: half of the stake on each neighbouring line) or at least 0.5.
 */
function lineResult(margin: number): number {
  if (margin > 0.3) return WIN;
  if (margin < -0.3) return LOSE;
  if (margin > 0.1) return HALF_WIN;
  if (margin < -0.1) return HALF_LOSE;
  return REFUND;
}

/**
 * Writes the result code of every outcome of `rule` for a final score into `out`. Kinds whose stat is "diff"
 * only look at home - away, kinds on "total" only at home + away, so pricing may pass (diff, 0) or (total, 0).
 */
export function settleInto(rule: OutcomeRule, home: number, away: number, out: Uint8Array): void {
  const diff = home - away;
  const total = home + away;
  switch (rule.kind) {
    case 'three_way':
      out[0] = diff > 0 ? WIN : LOSE;
      out[1] = diff === 0 ? WIN : LOSE;
      out[2] = diff < 0 ? WIN : LOSE;
      return;
    case 'double_chance':
      out[0] = diff >= 0 ? WIN : LOSE;
      out[1] = diff !== 0 ? WIN : LOSE;
      out[2] = diff <= 0 ? WIN : LOSE;
      return;
    case 'draw_no_bet':
    case 'winner':
      out[0] = diff === 0 ? REFUND : diff > 0 ? WIN : LOSE;
      out[1] = diff === 0 ? REFUND : diff < 0 ? WIN : LOSE;
      return;
    case 'handicap':
      out[0] = lineResult(diff + rule.line);
      out[1] = lineResult(-(diff + rule.line));
      return;
    case 'total':
    case 'home_total':
    case 'away_total': {
      const value = rule.kind === 'total' ? total : rule.kind === 'home_total' ? home : away;
      out[0] = lineResult(value - rule.line);
      out[1] = lineResult(rule.line - value);
      return;
    }
    case 'odd_even':
      out[0] = total % 2 !== 0 ? WIN : LOSE;
      out[1] = total % 2 === 0 ? WIN : LOSE;
      return;
    case 'btts':
      out[0] = home > 0 && away > 0 ? WIN : LOSE;
      out[1] = home > 0 && away > 0 ? LOSE : WIN;
      return;
    case 'correct_score':
      settleCorrectScore(rule, home, away, out);
      return;
    case 'outright':
      throw new Error('outright markets are settled with settleOutright');
  }
}

function settleCorrectScore(rule: OutcomeRule, home: number, away: number, out: Uint8Array): void {
  out.fill(LOSE, 0, rule.ids.length);
  const hit = rule.scoreIndex?.get(`${home}:${away}`) ?? rule.scoreIndex?.get('other');
  if (hit !== undefined) out[hit] = WIN;
}
