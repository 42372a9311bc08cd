/**
 * Settlement from a finished match's public data only (total score and period scores), so the betting server
 * can settle, or re-settle after a correction, from what it stored, without the simulator.
 */
import type { ScorePair } from '@sportsbook/domain';
import type { FeedMarket, FeedMatch, MarketResult } from '../types.js';
import { marketType, type Scope } from './market-types.js';
import { RESULT_NAMES, ruleFor, settleInto } from './outcome-rules.js';

/**
 * The final score of a scope of a match: regular time, the whole match (incl. overtime; sets or maps won), the
 * first or second half of the regular periods, the first period (set, map), or tennis games over all sets.
 * Null when the match does not have the data (e.g. it was abandoned before the period was played).
 */
export function scopeScore(match: FeedMatch, scope: Scope): ScorePair | null {
  const periods = match.periodScores;
  const regular = periods.filter((p) => p.type === 'regular_period');
  const half = Math.max(1, Math.floor((match.maxPeriodNumber ?? regular.length) / 2));
  switch (scope) {
    case 'full':
      return match.totalScore;
    case 'regular':
      return regular.length > 0 ? sum(regular) : null;
    case 'h1': {
      const part = regular.filter((p) => p.number <= half);
      return part.length > 0 ? sum(part) : null;
    }
    case 'h2': {
      const part = regular.filter((p) => p.number > half);
      return part.length > 0 ? sum(part) : null;
    }
    case 'p1': {
      const first = periods.find((p) => p.number === 1);
      return first ? { home: first.home, away: first.away } : null;
    }
    case 'games':
      return periods.length > 0 ? sum(periods) : null;
  }
}

function sum(periods: readonly ScorePair[]): ScorePair {
  let home = 0;
  let away = 0;
  for (const p of periods) {
    home += p.home;
    away += p.away;
  }
  return { home, away };
}

/**
 * The result of every outcome of a market of a finished match. A scope the match has no score for voids the
 * market. Outright markets are settled with {@link settleOutright}.
 */
export function settleMarket(match: FeedMatch, market: FeedMarket): MarketResult {
  const type = marketType(market.marketId);
  const ids = market.outcomes.map((o) => o.id);
  const score = scopeScore(match, type.scope);
  if (!score) return resultOf(market, () => 'void');
  const codes = new Uint8Array(ids.length);
  settleInto(ruleFor(type.kind, market.specifier, ids), score.home, score.away, codes);
  return resultOf(market, (i) => RESULT_NAMES[codes[i] ?? 1] ?? 'lose');
}

/** The result of an outright winner market once the winning competitor is known. */
export function settleOutright(market: FeedMarket, winnerId: number): MarketResult {
  return resultOf(market, (_, id) => (id === String(winnerId) ? 'win' : 'lose'));
}

/** Results of every market of a finished match (outrights excluded). */
export function settleMatch(match: FeedMatch, markets: readonly FeedMarket[]): MarketResult[] {
  return markets.map((market) => settleMarket(match, market));
}

function resultOf(
  market: FeedMarket,
  result: (index: number, id: string) => MarketResult['outcomes'][number]['result'],
): MarketResult {
  return {
    marketId: market.marketId,
    specifier: market.specifier,
    outcomes: market.outcomes.map((o, i) => ({ id: o.id, result: result(i, o.id) })),
  };
}
