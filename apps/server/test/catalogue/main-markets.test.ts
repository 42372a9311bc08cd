import { describe, expect, it } from 'vitest';
import { type MarketCandidate, pickMainMarkets } from '../../src/catalogue/main-markets.js';

const market = (o: Partial<MarketCandidate> & Pick<MarketCandidate, 'marketId'>): MarketCandidate => ({
  matchId: 1,
  specifier: '',
  status: 1,
  priority: 10,
  feedOrder: 0,
  mostBalanced: false,
  groups: [],
  ...o,
});

describe('pickMainMarkets', () => {
  it('takes the best main-group market as main and the best other as secondary', () => {
    const picked = pickMainMarkets([
      market({ marketId: 10, groups: ['main'], priority: 2 }),
      market({ marketId: 1, groups: ['main'], priority: 1 }),
      market({ marketId: 18, specifier: 'total=3.5', priority: 4 }),
      market({ marketId: 18, specifier: 'total=2.5', priority: 4, mostBalanced: true }),
      market({ marketId: 16, priority: 5 }),
    ]).get(1);
    expect(picked?.main?.marketId).toBe(1);
    expect(picked?.secondary).toMatchObject({ marketId: 18, specifier: 'total=2.5' });
  });

  it('counts open and suspended markets, and those of the main group', () => {
    const picked = pickMainMarkets([
      market({ marketId: 1, groups: ['main'], status: 1 }),
      market({ marketId: 10, groups: ['main'], status: -1 }),
      market({ marketId: 11, groups: ['main'], status: 0 }),
      market({ marketId: 18, status: -3 }),
      market({ marketId: 16, status: 1 }),
    ]).get(1);
    expect(picked).toMatchObject({ available: 3, top: 2 });
  });

  it('never picks a not-allowed market, but may pick a suspended one', () => {
    const picked = pickMainMarkets([
      market({ marketId: 1, groups: ['main'], priority: 1, status: 0 }),
      market({ marketId: 10, groups: ['main'], priority: 2, status: -1 }),
    ]).get(1);
    expect(picked?.main?.marketId).toBe(10);
    expect(picked?.secondary).toBeNull();
  });

  it('without a main group, leads with the best market and follows with another market type', () => {
    const picked = pickMainMarkets([
      market({ marketId: 18, specifier: 'total=2.5', priority: 4 }),
      market({ marketId: 18, specifier: 'total=3.5', priority: 4 }),
      market({ marketId: 16, priority: 5 }),
    ]).get(1);
    expect(picked?.main).toMatchObject({ marketId: 18, specifier: 'total=2.5' });
    expect(picked?.secondary?.marketId).toBe(16);
  });

  it("breaks priority ties by the feed's order: basketball's winner before its 1x2", () => {
    const picked = pickMainMarkets([
      market({ marketId: 1, groups: ['main'], priority: 1, mostBalanced: true, feedOrder: 3 }),
      market({ marketId: 219, groups: ['main'], priority: 1, mostBalanced: true, feedOrder: 0 }),
    ]).get(1);
    expect(picked?.main?.marketId).toBe(219);
  });

  it('keeps matches apart', () => {
    const picked = pickMainMarkets([
      market({ marketId: 1, matchId: 1 }),
      market({ marketId: 2, matchId: 2 }),
    ]);
    expect([...picked.keys()].sort()).toEqual([1, 2]);
    expect(picked.get(2)?.main?.marketId).toBe(2);
  });
});
