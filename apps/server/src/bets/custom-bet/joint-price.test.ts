import { describe, expect, it } from 'vitest';
import { fromCells, poissonCells } from '../../feed/pricing/distribution.js';
import { ruleOf } from '../../feed/pricing/price-match.js';
import { priceOutcomes } from '../../feed/pricing/price-outcomes.js';
import { customBetOdds, isCombinableLine, jointProbability } from './joint-price.js';

const grid = fromCells(poissonCells(0, 0, 1.6, 1.1));
const home = { marketId: 1, specifier: '', outcomeId: '1', outcomeIds: ['1', 'X', '2'] };
const away = { ...home, outcomeId: '2' };
const over = { marketId: 18, specifier: 'total=2.5', outcomeId: 'over', outcomeIds: ['over', 'under'] };
const yes = { marketId: 29, specifier: '', outcomeId: 'yes', outcomeIds: ['yes', 'no'] };

const chance = (legs: (typeof home)[]) => {
  const price = jointProbability(grid, legs);
  if (!price.ok) throw new Error(price.reason);
  return price.probability;
};

describe('jointProbability', () => {
  it('prices correlated legs together: a home win with over 2.5 is likelier than the product says', () => {
    const together = chance([home, over]);
    expect(together).toBeGreaterThan(chance([home]) * chance([over]) * 1.05);
    expect(together).toBeLessThan(Math.min(chance([home]), chance([over])));
  });

  it('prices one leg alone as its market does', () => {
    const market = priceOutcomes(ruleOf({ ...over, outcomes: [{ id: 'over' }, { id: 'under' }] }), grid);
    expect(chance([over])).toBeCloseTo(market[0] ?? 0, 9);
  });

  it('refuses two outcomes of one market line, impossible legs and refundable lines', () => {
    expect(jointProbability(grid, [home, away])).toEqual({ ok: false, reason: 'same_market' });
    const awayOrDraw = { marketId: 10, specifier: '', outcomeId: 'X2', outcomeIds: ['1X', '12', 'X2'] };
    expect(jointProbability(grid, [home, awayOrDraw])).toEqual({ ok: false, reason: 'impossible' });
    const whole = { ...over, specifier: 'total=2' };
    expect(jointProbability(grid, [home, whole])).toEqual({ ok: false, reason: 'refundable' });
  });

  it('needs a joint distribution', () => {
    expect(jointProbability({ ...grid, cells: null }, [home, yes])).toEqual({
      ok: false,
      reason: 'no_distribution',
    });
  });
});

describe('isCombinableLine', () => {
  it('takes half lines and plain markets, not whole or quarter lines, draw no bet or outrights', () => {
    expect(isCombinableLine(18, 'total=2.5')).toBe(true);
    expect(isCombinableLine(16, 'hcp=-1.5')).toBe(true);
    expect(isCombinableLine(1, '')).toBe(true);
    expect(isCombinableLine(18, 'total=2')).toBe(false);
    expect(isCombinableLine(16, 'hcp=-0.75')).toBe(false);
    expect(isCombinableLine(11, '')).toBe(false);
    expect(isCombinableLine(534, '')).toBe(false);
  });
});

describe('customBetOdds', () => {
  it('takes the margin off the fair price and rounds on the odds ladder', () => {
    expect(customBetOdds(0.25)).toBe(3.64); // 1 / (0.25 x 1.1) = 3.636
    expect(customBetOdds(0.999)).toBe(1.01);
  });
});
