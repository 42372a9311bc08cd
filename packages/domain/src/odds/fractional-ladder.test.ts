import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromFractional } from './convert';
import { type DecimalOdds, decimalOdds, fromOddsUnits } from './decimal-odds';
import {
  FRACTIONAL_LADDER,
  type FractionalOdds,
  LADDER_PROBABILITY_TOLERANCE,
  nearestLadderFraction,
} from './fractional-ladder';

const odds = (value: number): DecimalOdds => decimalOdds(value);
const probability = ({ numerator, denominator }: FractionalOdds) => denominator / (numerator + denominator);
const indexOf = ({ numerator, denominator }: FractionalOdds) =>
  FRACTIONAL_LADDER.findIndex(([n, d]) => n === numerator && d === denominator);

/** Odds within the ladder, 1.01 (1/100) to 1001.00 (1000/1), at the odds scale. */
const ladderOdds = fc.integer({ min: 1010, max: 1_001_000 }).map((units) => fromOddsUnits(BigInt(units)));
/** Any valid odds up to 10000, outside the ladder included. */
const anyOdds = fc.integer({ min: 1001, max: 10_000_000 }).map((units) => fromOddsUnits(BigInt(units)));

describe('nearestLadderFraction', () => {
  it.each<[number, string]>([
    [1.949, '10/11'],
    [1.95, '10/11'],
    [1.96, '1/1'],
    [2, '1/1'],
    [1.833, '5/6'],
    [1.334, '1/3'],
    [4.333, '100/30'],
    [1.005, '1/100'],
    [5000, '1000/1'],
  ])('shows %s as %s', (value, text) => {
    const { numerator, denominator } = nearestLadderFraction(odds(value));
    expect(`${numerator}/${denominator}`).toBe(text);
  });

  // 6.24 is exactly halfway between 5/1 (6.00) and 11/2 (6.50) in implied probability: 25/156.
  it('gives a tie to the shorter price', () => {
    expect(nearestLadderFraction(odds(6.24))).toEqual({ numerator: 5, denominator: 1 });
    expect(nearestLadderFraction(odds(6.241))).toEqual({ numerator: 11, denominator: 2 });
  });

  it('shows every ladder price as itself', () => {
    for (const [numerator, denominator] of FRACTIONAL_LADDER) {
      const back = fromFractional({ numerator, denominator });
      expect(back && nearestLadderFraction(back)).toEqual({ numerator, denominator });
    }
  });

  it('maps every odds to a price of the ladder', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        expect(indexOf(nearestLadderFraction(o))).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is monotone: longer odds never show a shorter price', () => {
    fc.assert(
      fc.property(anyOdds, anyOdds, (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(indexOf(nearestLadderFraction(short))).toBeLessThanOrEqual(
          indexOf(nearestLadderFraction(long)),
        );
      }),
    );
  });

  it('shows a price within the tolerance of the odds, and none of the ladder is nearer', () => {
    fc.assert(
      fc.property(ladderOdds, (o) => {
        const shown = probability(nearestLadderFraction(o));
        const distance = Math.abs(shown - 1 / o);
        expect(distance).toBeLessThanOrEqual(LADDER_PROBABILITY_TOLERANCE + 1e-12);
        for (const [numerator, denominator] of FRACTIONAL_LADDER)
          expect(distance).toBeLessThanOrEqual(
            Math.abs(probability({ numerator, denominator }) - 1 / o) + 1e-12,
          );
      }),
    );
  });

  it('has a tolerance that is half the widest step of the ladder', () => {
    const prices = FRACTIONAL_LADDER.map(([numerator, denominator]) =>
      probability({ numerator, denominator }),
    );
    const steps = prices.slice(1).map((p, i) => (prices[i] ?? 1) - p);
    expect(Math.min(...steps)).toBeGreaterThan(0);
    expect(Math.max(...steps) / 2).toBeCloseTo(LADDER_PROBABILITY_TOLERANCE, 12);
  });
});
