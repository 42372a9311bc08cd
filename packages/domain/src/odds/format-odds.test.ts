import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toImpliedPercent } from './convert';
import { type DecimalOdds, decimalOdds, fromOddsUnits, oddsUnits } from './decimal-odds';
import { formatOdds, parseOddsInput } from './format-odds';
import type { OddsFormat } from './formats';
import { LADDER_PROBABILITY_TOLERANCE } from './fractional-ladder';

const odds = (value: number): DecimalOdds => decimalOdds(value);

/** Any valid odds from 1.001 to 10000.000, at the odds scale. */
const anyOdds = fc.integer({ min: 1001, max: 10_000_000 }).map((units) => fromOddsUnits(BigInt(units)));

describe('formatOdds', () => {
  it.each<[number, OddsFormat, string]>([
    [2.5, 'european', '2.50'],
    [2, 'european', '2.00'],
    [1.333, 'european', '1.333'],
    [101, 'european', '101.00'],
    [3.5, 'british', '5/2'],
    [1.667, 'british', '4/6'],
    [1.334, 'british', '1/3'],
    [1.949, 'british', '10/11'],
    [2.5, 'american', '+150'],
    [1.5, 'american', '-200'],
    [2, 'american', '+100'],
    [1.909, 'american', '-110'],
    [2.505, 'american', '+151'],
    [1.999, 'american', '-100'],
    [2.5, 'hongkong', '1.50'],
    [2.505, 'hongkong', '1.51'],
    [2.5, 'indonesian', '1.50'],
    [1.5, 'indonesian', '-2.00'],
    [1.9, 'indonesian', '-1.11'],
    [1.5, 'malaysian', '0.50'],
    [3, 'malaysian', '-0.50'],
    [2.5, 'percent', '40%'],
    [3, 'percent', '33.3%'],
    [8, 'percent', '12.5%'],
    [1.001, 'percent', '99.9%'],
  ])('shows %s in %s as %s', (value, format, text) => {
    expect(formatOdds(odds(value), format)).toBe(text);
  });

  it('shows evens in british as EVS, as UK bookmakers print it', () => {
    expect(formatOdds(odds(2), 'british')).toBe('EVS');
  });

  it('adds decimals only when two would show zero, so long odds never read -0.00', () => {
    expect(formatOdds(odds(1001), 'malaysian')).toBe('-0.001');
    expect(formatOdds(odds(1.001), 'hongkong')).toBe('0.001');
  });

  it('adds percent decimals only when one would show 0%', () => {
    expect(formatOdds(odds(2001), 'percent')).toBe('0.05%');
  });
});

describe('parseOddsInput', () => {
  it.each<[string, OddsFormat, number]>([
    ['2.5', 'european', 2.5],
    [' 2,50 ', 'european', 2.5],
    ['1,5', 'european', 1.5],
    ['5/2', 'british', 3.5],
    ['5 / 2', 'british', 3.5],
    ['EVS', 'british', 2],
    ['evens', 'british', 2],
    ['1/1', 'british', 2],
    ['+150', 'american', 2.5],
    ['150', 'american', 2.5],
    ['-200', 'american', 1.5],
    ['-110', 'american', 1.909],
    ['0.5', 'hongkong', 1.5],
    ['.5', 'hongkong', 1.5],
    ['-2.00', 'indonesian', 1.5],
    ['-0.50', 'malaysian', 3],
    ['40%', 'percent', 2.5],
    ['40 %', 'percent', 2.5],
    ['40', 'percent', 2.5],
  ])('reads "%s" in %s as %s', (text, format, value) => {
    expect(parseOddsInput(text, format)).toBe(value);
  });

  it.each<[string, OddsFormat]>([
    ['', 'european'],
    ['abc', 'european'],
    ['2e1', 'european'],
    ['2.5.1', 'european'],
    ['1', 'european'],
    ['1.0004', 'european'],
    ['-2', 'european'],
    ['0/1', 'british'],
    ['5/0', 'british'],
    ['5:2', 'british'],
    ['2.5', 'british'],
    ['99999999999999999999/1', 'british'],
    ['50', 'american'],
    ['-99', 'american'],
    ['+-150', 'american'],
    ['0', 'hongkong'],
    ['0', 'indonesian'],
    ['0.5', 'indonesian'],
    ['0', 'malaysian'],
    ['1.5', 'malaysian'],
    ['0%', 'percent'],
    ['100%', 'percent'],
    ['40%%', 'percent'],
  ])('refuses "%s" in %s', (text, format) => {
    expect(parseOddsInput(text, format)).toBeNull();
  });
});

describe('formatOdds then parseOddsInput', () => {
  it('gives back the exact odds in european', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        expect(parseOddsInput(formatOdds(o, 'european'), 'european')).toBe(o);
      }),
    );
  });

  // British shows the nearest ladder price: reading it back gives that price's odds, which show the same text; they
  // are the price rounded to the odds scale (2/7 is 1.286), hence 0.0005 beyond the ladder's tolerance.
  it('gives back the odds of the ladder price shown in british, within the ladder tolerance', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        const text = formatOdds(o, 'british');
        const back = parseOddsInput(text, 'british');
        expect(back).not.toBeNull();
        if (back === null) return;
        expect(formatOdds(back, 'british')).toBe(text);
        if (o >= 1.01 && o <= 1001)
          expect(Math.abs(1 / back - 1 / o)).toBeLessThanOrEqual(LADDER_PROBABILITY_TOLERANCE + 0.0005);
      }),
    );
  });

  // Half a display step (0.005, or 0.5 in American) plus the odds scale stays under 0.01 in decimal odds.
  it.each<OddsFormat>(['hongkong', 'indonesian', 'american'])(
    'stays within 0.01 of the odds in %s',
    (format) => {
      fc.assert(
        fc.property(anyOdds, (o) => {
          const back = parseOddsInput(formatOdds(o, format), format);
          expect(back).not.toBeNull();
          expect(Math.abs(Number(back) - o)).toBeLessThanOrEqual(0.01);
        }),
      );
    },
  );

  // Long odds sit close to 0 in Malaysian, so the tolerance is in Malaysian units: half of 0.01 plus 0.0005 for
  // the odds scale. The value is read on the side of the original, since -1 and +1 are the same price (evens).
  it('stays within 0.0055 of the Malaysian value', () => {
    const malaysianOnSide = (o: DecimalOdds, negative: boolean): number => {
      const profit = Number(oddsUnits(o) - 1000n) / 1000;
      return negative ? -1 / profit : profit;
    };
    fc.assert(
      fc.property(anyOdds, (o) => {
        const back = parseOddsInput(formatOdds(o, 'malaysian'), 'malaysian');
        expect(back).not.toBeNull();
        const negative = o > 2;
        const drift = Math.abs(malaysianOnSide(back ?? o, negative) - malaysianOnSide(o, negative));
        expect(drift).toBeLessThanOrEqual(0.0055);
      }),
    );
  });

  // Half of 0.1 percentage point for the display plus up to 0.05 for the odds scale near 100%.
  it('stays within 0.1 percentage point in percent', () => {
    fc.assert(
      fc.property(anyOdds, (o) => {
        const back = parseOddsInput(formatOdds(o, 'percent'), 'percent');
        expect(back).not.toBeNull();
        expect(Math.abs(toImpliedPercent(back ?? o) - toImpliedPercent(o))).toBeLessThanOrEqual(0.1);
      }),
    );
  });
});
