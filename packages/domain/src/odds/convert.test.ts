import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromAmerican,
  fromFractional,
  fromHongKong,
  fromImpliedPercent,
  fromIndonesian,
  fromMalaysian,
  oddsFromFormat,
  oddsFromProfit,
  toAmerican,
  toFractional,
  toHongKong,
  toImpliedPercent,
  toIndonesian,
  toMalaysian,
} from './convert';
import { type DecimalOdds, decimalOdds, fromOddsUnits } from './decimal-odds';
import { FRACTIONAL_LADDER } from './fractional-ladder';

const odds = (value: number): DecimalOdds => decimalOdds(value);

/** Any valid odds from 1.001 to 10000.000, at the odds scale. */
const anyOdds = fc.integer({ min: 1001, max: 10_000_000 }).map((units) => fromOddsUnits(BigInt(units)));

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

describe('American odds', () => {
  it('converts 2.5 to +150 in American odds', () => expect(toAmerican(odds(2.5))).toBe(150));
  it('converts 1.5 to -200 in American odds', () => expect(toAmerican(odds(1.5))).toBe(-200));
  it('converts evens (2.00) to +100', () => expect(toAmerican(odds(2))).toBe(100));
  it('keeps the unrounded value for short odds (1.333 is -300.30...)', () => {
    expect(toAmerican(odds(1.333))).toBeCloseTo(-300.3003, 4);
  });

  it('reads +150 as 2.5, -200 as 1.5 and -110 as 1.909', () => {
    expect(fromAmerican(150)).toBe(2.5);
    expect(fromAmerican(-200)).toBe(1.5);
    expect(fromAmerican(-110)).toBe(1.909);
  });

  it('reads both +100 and -100 as evens', () => {
    expect(fromAmerican(100)).toBe(2);
    expect(fromAmerican(-100)).toBe(2);
  });

  it('refuses values strictly between -100 and +100, NaN and infinities', () => {
    for (const value of [0, 99, -99.5, 50, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(fromAmerican(value)).toBeNull();
    }
  });
});

describe('Hong Kong odds', () => {
  it('converts 2.5 to 1.5', () => expect(toHongKong(odds(2.5))).toBe(1.5));
  it('reads 0.909 as 1.909', () => expect(fromHongKong(0.909)).toBe(1.909));
  it('refuses zero, negatives and profits that vanish at the odds scale', () => {
    expect(fromHongKong(0)).toBeNull();
    expect(fromHongKong(-0.5)).toBeNull();
    expect(fromHongKong(0.0004)).toBeNull();
  });
});

describe('Indonesian odds', () => {
  it('converts odds from 2.00 up to odds - 1', () => {
    expect(toIndonesian(odds(2.5))).toBe(1.5);
    expect(toIndonesian(odds(2))).toBe(1);
  });
  it('converts odds under 2.00 to -1/(odds - 1)', () => expect(toIndonesian(odds(1.5))).toBe(-2));
  it('reads 1.5 as 2.5, -2 as 1.5 and both 1 and -1 as evens', () => {
    expect(fromIndonesian(1.5)).toBe(2.5);
    expect(fromIndonesian(-2)).toBe(1.5);
    expect(fromIndonesian(1)).toBe(2);
    expect(fromIndonesian(-1)).toBe(2);
  });
  it('refuses 0 and anything strictly between -1 and 1', () => {
    for (const value of [0, 0.5, -0.5]) expect(fromIndonesian(value)).toBeNull();
  });
});

describe('Malaysian odds', () => {
  it('converts odds up to 2.00 to odds - 1', () => {
    expect(toMalaysian(odds(1.5))).toBe(0.5);
    expect(toMalaysian(odds(2))).toBe(1);
  });
  it('converts odds above 2.00 to -1/(odds - 1)', () => expect(toMalaysian(odds(3))).toBe(-0.5));
  it('reads 0.5 as 1.5, -0.5 as 3 and both 1 and -1 as evens', () => {
    expect(fromMalaysian(0.5)).toBe(1.5);
    expect(fromMalaysian(-0.5)).toBe(3);
    expect(fromMalaysian(1)).toBe(2);
    expect(fromMalaysian(-1)).toBe(2);
  });
  it('refuses 0 and anything beyond -1..1', () => {
    for (const value of [0, 1.5, -1.5]) expect(fromMalaysian(value)).toBeNull();
  });
});

describe('implied percent', () => {
  it('converts 2.5 to 40 percent', () => expect(toImpliedPercent(odds(2.5))).toBe(40));
  it('reads 40 percent as 2.5', () => expect(fromImpliedPercent(40)).toBe(2.5));
  it('refuses 0, 100 and beyond, negatives, and percents that round to odds of 1', () => {
    for (const value of [0, 100, 120, -5, 99.99]) expect(fromImpliedPercent(value)).toBeNull();
  });
});

describe('British fractional odds', () => {
  it.each([
    [1.2, 1, 5],
    [1.286, 2, 7],
    [1.333, 1, 3],
    [1.4, 2, 5],
    [1.444, 4, 9],
    [1.5, 1, 2],
    [1.615, 8, 13],
    [1.667, 4, 6],
    [1.727, 8, 11],
    [1.8, 4, 5],
    [1.833, 5, 6],
    [1.909, 10, 11],
    [2, 1, 1],
    [2.1, 11, 10],
    [2.2, 6, 5],
    [2.25, 5, 4],
    [2.375, 11, 8],
    [2.5, 6, 4],
    [2.625, 13, 8],
    [2.75, 7, 4],
    [2.875, 15, 8],
    [3, 2, 1],
    [3.25, 9, 4],
    [3.5, 5, 2],
    [3.75, 11, 4],
    [4, 3, 1],
    [4.333, 100, 30],
  ])('shows %s as the ladder price %i/%i', (value, numerator, denominator) => {
    expect(toFractional(odds(value))).toEqual({ numerator, denominator });
  });

  it('shows odds off the ladder as the exact profit in lowest terms', () => {
    expect(toFractional(odds(1.334))).toEqual({ numerator: 167, denominator: 500 });
    expect(toFractional(odds(2.4))).toEqual({ numerator: 7, denominator: 5 });
    expect(toFractional(odds(1.91))).toEqual({ numerator: 91, denominator: 100 });
  });

  it('reads 5/2 as 3.5 and 2/7 as 1.286 (rounded half-up to the odds scale)', () => {
    expect(fromFractional({ numerator: 5, denominator: 2 })).toBe(3.5);
    expect(fromFractional({ numerator: 2, denominator: 7 })).toBe(1.286);
  });

  it('refuses zero, negative, non-integer and unsafe parts', () => {
    const bad = [
      { numerator: 0, denominator: 1 },
      { numerator: 1, denominator: 0 },
      { numerator: -1, denominator: 2 },
      { numerator: 1.5, denominator: 2 },
      { numerator: 2 ** 53, denominator: 1 },
    ];
    for (const fraction of bad) expect(fromFractional(fraction)).toBeNull();
  });

  it('refuses a fraction too small to show at the odds scale (1/10000)', () => {
    expect(fromFractional({ numerator: 1, denominator: 10_000 })).toBeNull();
  });

  it('gives every ladder price odds of its own, so each reads back as itself', () => {
    for (const [numerator, denominator] of FRACTIONAL_LADDER) {
      const back = fromFractional({ numerator, denominator });
      expect(back).not.toBeNull();
      if (back !== null) expect(toFractional(back)).toEqual({ numerator, denominator });
    }
  });

  it('returns lowest terms for every price off the ladder', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        const { numerator, denominator } = toFractional(o);
        const onLadder = FRACTIONAL_LADDER.some(([n, d]) => n === numerator && d === denominator);
        expect(onLadder || gcd(numerator, denominator) === 1).toBe(true);
      }),
    );
  });
});

describe('oddsFromProfit and oddsFromFormat', () => {
  it('refuses a non-positive profit or denominator', () => {
    expect(oddsFromProfit({ num: -1n, den: 2n })).toBeNull();
    expect(oddsFromProfit({ num: 1n, den: -2n })).toBeNull();
    expect(oddsFromFormat({ num: 1n, den: 0n }, 'hongkong')).toBeNull();
  });

  it('refuses odds beyond a safe integer count of odds units', () => {
    expect(oddsFromProfit({ num: 10n ** 16n, den: 1n })).toBeNull();
  });

  it('reads European values above 1 and refuses 1', () => {
    expect(oddsFromFormat({ num: 25n, den: 10n }, 'european')).toBe(2.5);
    expect(oddsFromFormat({ num: 1n, den: 1n }, 'european')).toBeNull();
  });
});

describe('round trips decimal -> format -> decimal', () => {
  // The conversions keep the exact value (to double precision), so the way back is exact at the odds scale.
  const cases: [string, (o: DecimalOdds) => number, (v: number) => DecimalOdds | null][] = [
    ['american', toAmerican, fromAmerican],
    ['hongkong', toHongKong, fromHongKong],
    ['indonesian', toIndonesian, fromIndonesian],
    ['malaysian', toMalaysian, fromMalaysian],
    ['percent', toImpliedPercent, fromImpliedPercent],
  ];

  it.each(cases)('is exact at the odds scale for %s', (_name, to, from) => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        expect(from(to(o))).toBe(o);
      }),
    );
  });

  it('is exact at the odds scale for british fractions', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        expect(fromFractional(toFractional(o))).toBe(o);
      }),
    );
  });

  it('keeps every format inside its range', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        expect(Math.abs(toAmerican(o))).toBeGreaterThanOrEqual(100);
        expect(Math.abs(toIndonesian(o))).toBeGreaterThanOrEqual(1);
        expect(Math.abs(toMalaysian(o))).toBeLessThanOrEqual(1);
        expect(toMalaysian(o)).not.toBe(0);
        expect(toImpliedPercent(o)).toBeGreaterThan(0);
        expect(toImpliedPercent(o)).toBeLessThan(100);
      }),
    );
  });
});
