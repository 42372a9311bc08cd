import { describe, expect, it } from 'vitest';
import { aMarket, anOutcome } from '@/testing/catalogue';
import { groupTabs, marketCards } from './market-order';

const total = (line: string, balanced: boolean, status: -3 | -1 | 1 = 1) =>
  aMarket({
    id: 18,
    name: 'Total',
    specifier: `total=${line}`,
    market_groups: ['totals'],
    most_balanced: balanced,
    status,
    priority: 4,
    outcomes: [anOutcome('over', `Over ${line}`, 1.9), anOutcome('under', `Under ${line}`, 1.9)],
  });

describe('groupTabs', () => {
  it('starts with "all", then the groups present in a fixed order, unknown ones last', () => {
    const markets = [total('2.5', true), aMarket(), aMarket({ id: 99, market_groups: ['corners'] })];
    expect(groupTabs(markets)).toEqual(['all', 'main', 'totals', 'corners']);
  });
});

describe('marketCards', () => {
  it('makes one card per market type, the most balanced line first, then by line', () => {
    const cards = marketCards(
      [total('3.5', false), total('1.5', false), total('2.5', true), aMarket()],
      'all',
    );
    expect(cards.map((c) => c.name)).toEqual(['1x2', 'Total']);
    expect(cards[1]?.lines.map((l) => l.specifier)).toEqual(['total=2.5', 'total=1.5', 'total=3.5']);
  });

  it('keeps only the group asked for and moves fully closed markets last', () => {
    const settled = aMarket({ id: 60, name: '1st half - 1x2', status: -3, priority: 0 });
    expect(marketCards([settled, aMarket()], 'all').map((c) => c.name)).toEqual(['1x2', '1st half - 1x2']);
    expect(marketCards([total('2.5', true), aMarket()], 'totals').map((c) => c.name)).toEqual(['Total']);
  });
});
