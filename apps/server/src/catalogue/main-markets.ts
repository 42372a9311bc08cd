/**
 * Which market a match list shows for each match. The main market is the best market of the "main" group (the
 * feed puts each sport's headline market there); the secondary is the best market outside it (for football,
 * the total after 1x2). "Best" is lowest priority, then the most balanced line, then the feed's order (it lists
 * a sport's headline market first), then lowest market id and line.
 * Not-allowed markets (status 0) are never picked.
 */
import { MarketStatus } from '@sportsbook/domain';

/** The fields the choice needs, per market row. */
export interface MarketCandidate {
  matchId: number;
  marketId: number;
  specifier: string;
  status: number;
  priority: number;
  feedOrder: number;
  mostBalanced: boolean;
  groups: readonly string[];
}

/** The chosen markets and counts of one match. */
export interface MainMarkets<T extends MarketCandidate = MarketCandidate> {
  main: T | null;
  secondary: T | null;
  /** Markets open or suspended. */
  available: number;
  /** Markets of the main group open or suspended. */
  top: number;
}

const MAIN_GROUP = 'main';

function compare(a: MarketCandidate, b: MarketCandidate): number {
  if (a.priority !== b.priority) return a.priority - b.priority;
  if (a.mostBalanced !== b.mostBalanced) return a.mostBalanced ? -1 : 1;
  if (a.feedOrder !== b.feedOrder) return a.feedOrder - b.feedOrder;
  if (a.marketId !== b.marketId) return a.marketId - b.marketId;
  return a.specifier < b.specifier ? -1 : a.specifier > b.specifier ? 1 : 0;
}

const shown = (m: MarketCandidate) =>
  m.status === MarketStatus.allowed || m.status === MarketStatus.suspended;

interface Tally<T> {
  main: T | null;
  others: T[];
  available: number;
  top: number;
}

/** Picks main and secondary markets and counts, per match id, from the candidates of any number of matches. */
export function pickMainMarkets<T extends MarketCandidate>(
  candidates: readonly T[],
): Map<number, MainMarkets<T>> {
  const byMatch = new Map<number, Tally<T>>();
  for (const m of candidates) {
    let tally = byMatch.get(m.matchId);
    if (!tally) {
      tally = { main: null, others: [], available: 0, top: 0 };
      byMatch.set(m.matchId, tally);
    }
    const inMain = m.groups.includes(MAIN_GROUP);
    if (shown(m)) {
      tally.available += 1;
      if (inMain) tally.top += 1;
    }
    if (m.status === MarketStatus.notAllowed) continue;
    if (!inMain) tally.others.push(m);
    else if (!tally.main || compare(m, tally.main) < 0) tally.main = m;
  }
  const result = new Map<number, MainMarkets<T>>();
  for (const [matchId, { main, others, available, top }] of byMatch) {
    others.sort(compare);
    const first = others[0] ?? null;
    // Without a main-group market the best other market leads, and the next market type follows it.
    const picked = main
      ? { main, secondary: first }
      : { main: first, secondary: others.find((o) => first && o.marketId !== first.marketId) ?? null };
    result.set(matchId, { ...picked, available, top });
  }
  return result;
}
