import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import {
  numberToRatio,
  parseDecimalRatio,
  ratio,
  ratioToFixed,
  ratioToNumber,
  roundRatio,
  scaledToString,
} from './ratio';

describe('ratio', () => {
  it('moves the sign of a negative denominator to the numerator', () => {
    expect(ratio(3n, -4n)).toEqual({ num: -3n, den: 4n });
    expect(ratio(3n, 4n)).toEqual({ num: 3n, den: 4n });
  });

  it('refuses a zero denominator with invalid_input', () => {
    expect(() => ratio(1n, 0n)).toThrow(DomainError);
    expect(() => ratio(1n, 0n)).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});

describe('parseDecimalRatio', () => {
  it('reads plain decimals exactly', () => {
    expect(parseDecimalRatio('-1.25')).toEqual({ num: -125n, den: 100n });
    expect(parseDecimalRatio('+3')).toEqual({ num: 3n, den: 1n });
    expect(parseDecimalRatio('.5')).toEqual({ num: 5n, den: 10n });
    expect(parseDecimalRatio('7.')).toEqual({ num: 7n, den: 1n });
  });

  it('reads exponents in both directions', () => {
    expect(parseDecimalRatio('1e-7')).toEqual({ num: 1n, den: 10_000_000n });
    expect(parseDecimalRatio('1.5E+3')).toEqual({ num: 1500n, den: 1n });
  });

  it('returns null for text that is not a decimal', () => {
    for (const text of ['', '.', '-', 'abc', '1.2.3', '1,5', '1e', ' 1'])
      expect(parseDecimalRatio(text)).toBeNull();
  });

  it('returns null for exponents beyond any double rather than building a huge bigint', () => {
    expect(parseDecimalRatio('1e401')).toBeNull();
    expect(parseDecimalRatio('1e-401')).toBeNull();
  });
});

describe('numberToRatio', () => {
  it('takes the decimal a number prints as, not its binary value', () => {
    expect(numberToRatio(1.1)).toEqual({ num: 11n, den: 10n });
    expect(numberToRatio(1e21)).toEqual({ num: 10n ** 21n, den: 1n });
  });

  it('returns null for NaN and infinities', () => {
    expect(numberToRatio(Number.NaN)).toBeNull();
    expect(numberToRatio(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('ratioToNumber', () => {
  it('divides numerator by denominator', () => {
    expect(ratioToNumber({ num: -3n, den: 4n })).toBe(-0.75);
  });
});

describe('roundRatio', () => {
  it('rounds halves away from zero in half-up mode', () => {
    expect(roundRatio({ num: 5n, den: 2n }, 'half-up')).toBe(3n);
    expect(roundRatio({ num: -5n, den: 2n }, 'half-up')).toBe(-3n);
  });

  it('rounds to the nearest integer otherwise in half-up mode', () => {
    expect(roundRatio({ num: 7n, den: 3n }, 'half-up')).toBe(2n);
    expect(roundRatio({ num: -7n, den: 3n }, 'half-up')).toBe(-2n);
    expect(roundRatio({ num: 2n, den: 3n }, 'half-up')).toBe(1n);
  });

  it('truncates toward zero in down mode', () => {
    expect(roundRatio({ num: 7n, den: 2n }, 'down')).toBe(3n);
    expect(roundRatio({ num: -7n, den: 2n }, 'down')).toBe(-3n);
  });

  it('accepts a negative denominator', () => {
    expect(roundRatio({ num: 5n, den: -2n }, 'half-up')).toBe(-3n);
  });
});

describe('scaledToString', () => {
  it('places the decimal point without losing digits', () => {
    expect(scaledToString(123456n, 2)).toBe('1234.56');
    expect(scaledToString(-5n, 2)).toBe('-0.05');
    expect(scaledToString(7n, 0)).toBe('7');
    expect(scaledToString(0n, 3)).toBe('0.000');
  });

  it('round-trips through parseDecimalRatio for any integer and scale', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 20 }),
        (units, d) => {
          const back = parseDecimalRatio(scaledToString(units, d));
          expect(back).toEqual({ num: units, den: 10n ** BigInt(d) });
        },
      ),
    );
  });
});

describe('ratioToFixed', () => {
  it('rounds half-up exactly where a float would not (1.505 to 1.51)', () => {
    expect(ratioToFixed({ num: 1505n, den: 1000n }, 2)).toBe('1.51');
    expect(ratioToFixed({ num: -2n, den: 3n }, 3)).toBe('-0.667');
  });

  it('prints a value that rounds to zero without a minus sign', () => {
    expect(ratioToFixed({ num: -1n, den: 1000n }, 2)).toBe('0.00');
  });
});
