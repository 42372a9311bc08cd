/**
 * How a match page lays out its markets: group tabs in a fixed order, and within a tab one card per market type
 * with its lines (specifiers), the most balanced line first. Pure, for the page and its tests.
 */
import type { Market } from '@sportsbook/contract';
import { MarketStatus } from '@sportsbook/domain';
import { specifierValue } from '@/catalogue/odds/outcome-label';

/** Group keys the feed uses, in tab order; unknown groups follow in the order they first appear. */
const GROUP_ORDER = ['main', 'totals', 'handicaps', 'goals', 'halves', 'periods', 'score', 'specials'];

/** The tabs of a match: "all", then each group that has at least one market. */
export function groupTabs(markets: readonly Market[]): string[] {
  const present = new Set(markets.flatMap((m) => m.market_groups));
  const known = GROUP_ORDER.filter((g) => present.has(g));
  const other = [...present].filter((g) => !GROUP_ORDER.includes(g));
  return ['all', ...known, ...other];
}

/** One market type with its lines, as a card. */
export interface MarketCard {
  key: string;
  id: number;
  name: string;
  lines: Market[];
  /** Every line closed for good (deactivated, settled, cancelled): shown last. */
  closed: boolean;
}

function lineValue(m: Market): number {
  const value = specifierValue(m.specifier, 'total') ?? specifierValue(m.specifier, 'hcp');
  return value === null ? 0 : Number(value);
}

const isClosed = (m: Market) => m.status !== MarketStatus.allowed && m.status !== MarketStatus.suspended;

/** Cards of the markets in `group` ("all" for every market): by priority, lines most balanced first. */
export function marketCards(markets: readonly Market[], group: string): MarketCard[] {
  const byType = new Map<number, Market[]>();
  for (const market of markets) {
    if (group !== 'all' && !market.market_groups.includes(group)) continue;
    const lines = byType.get(market.id);
    if (lines) lines.push(market);
    else byType.set(market.id, [market]);
  }
  const cards = [...byType.entries()].map(([id, lines]): MarketCard => {
    const sorted = [...lines].sort(
      (a, b) => Number(b.most_balanced) - Number(a.most_balanced) || lineValue(a) - lineValue(b),
    );
    const first = sorted[0] as Market;
    return { key: String(id), id, name: first.name, lines: sorted, closed: sorted.every(isClosed) };
  });
  const priority = (c: MarketCard) => Math.min(...c.lines.map((l) => l.priority));
  return cards.sort(
    (a, b) => Number(a.closed) - Number(b.closed) || priority(a) - priority(b) || a.id - b.id,
  );
}

/** Columns of a line's outcome grid: one per outcome up to three, then rows of three (correct score). */
export function outcomeColumns(market: Market): number {
  return Math.min(3, Math.max(1, market.outcomes.length));
}
