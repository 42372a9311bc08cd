import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertMoney,
  currencyDigits,
  displayUnit,
  formatMoney,
  parseMoneyInput,
  roundToCurrency,
  toMajorString,
} from './format-money';
import { type Currency, type Money, money } from './money';

const EUR: Currency = { code: 'EUR', fiat: true, subunits: 100, subcurrencies: [] };
const USD: Currency = { code: 'USD', fiat: true, subunits: 100, subcurrencies: [] };
const JPY: Currency = { code: 'JPY', fiat: true, subunits: 1, subcurrencies: [] };
const XYZ: Currency = { code: 'XYZ', fiat: true, subunits: 100, subcurrencies: [] };
const BTC: Currency = {
  code: 'BTC',
  fiat: false,
  subunits: 100_000_000,
  subcurrencies: [
    { code: 'mBTC', subunits: 100_000 },
    { code: 'uBTC', subunits: 100 },
  ],
};
/** A made-up crypto with more digits than the display shows. */
const XCR: Currency = { code: 'XCR', fiat: false, subunits: 1_000_000_000_000, subcurrencies: [] };
const BAD: Currency = { code: 'BAD', fiat: true, subunits: 250, subcurrencies: [] };

const NBSP = '\u00a0';
const m = (minor: number): Money => money(minor);
const anySafeMoney = fc.maxSafeInteger().map(m);
const anyNonNegativeMoney = fc.maxSafeNat().map(m);

describe('currencyDigits', () => {
  it('is log10 of the subunits', () => {
    expect(currencyDigits(1)).toBe(0);
    expect(currencyDigits(100)).toBe(2);
    expect(currencyDigits(100_000_000)).toBe(8);
  });

  it.each([0, 250, 1.5, -100, Number.NaN, 1e16])('throws invalid_currency for subunits %s', (subunits) => {
    expect(() => currencyDigits(subunits)).toThrow(expect.objectContaining({ code: 'invalid_currency' }));
  });
});

describe('toMajorString', () => {
  it('writes minor units as exact major-unit text', () => {
    expect(toMajorString(m(123456), 100)).toBe('1234.56');
    expect(toMajorString(m(-5), 100)).toBe('-0.05');
    expect(toMajorString(m(0), 100)).toBe('0.00');
    expect(toMajorString(m(1234), 1)).toBe('1234');
    expect(toMajorString(m(Number.MAX_SAFE_INTEGER), 100_000_000)).toBe('90071992.54740991');
  });

  it('throws invalid_money for an amount that is not a safe integer', () => {
    expect(() => toMajorString(1.5 as Money, 100)).toThrow(
      expect.objectContaining({ code: 'invalid_money' }),
    );
  });

  it('never loses a digit, for any amount and any power-of-ten subunits', () => {
    fc.assert(
      fc.property(anySafeMoney, fc.integer({ min: 0, max: 15 }), (amount, digits) => {
        const text = toMajorString(amount, 10 ** digits);
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(amount));
        expect(text.split('.')[1]?.length ?? 0).toBe(digits);
      }),
    );
  });
});

describe('displayUnit', () => {
  it('uses the first subcurrency below 100 major units', () => {
    expect(displayUnit(m(50_000_000), BTC)).toEqual({ code: 'mBTC', subunits: 100_000 });
    expect(displayUnit(m(9_999_999_999), BTC)).toEqual({ code: 'mBTC', subunits: 100_000 });
    expect(displayUnit(m(-50_000_000), BTC)).toEqual({ code: 'mBTC', subunits: 100_000 });
  });

  it('uses the currency itself from 100 major units', () => {
    expect(displayUnit(m(10_000_000_000), BTC)).toEqual({ code: 'BTC', subunits: 100_000_000 });
  });

  it('uses the currency itself when it has no subcurrency', () => {
    expect(displayUnit(m(5), EUR)).toEqual({ code: 'EUR', subunits: 100 });
  });
});

describe('formatMoney', () => {
  it('shows fiat in Intl currency style with its digits', () => {
    expect(formatMoney(m(123456), EUR)).toBe('€1,234.56');
    expect(formatMoney(m(123450), EUR)).toBe('€1,234.50');
    expect(formatMoney(m(-5), EUR)).toBe('-€0.05');
    expect(formatMoney(m(0), EUR)).toBe('€0.00');
    expect(formatMoney(m(1234), JPY)).toBe('¥1,234');
  });

  it('follows the locale for grouping, separators and symbol position', () => {
    expect(formatMoney(m(123456), EUR, { locale: 'de-DE' })).toBe(`1.234,56${NBSP}€`);
    expect(formatMoney(m(1_234_567_850), EUR, { locale: 'hi-IN' })).toBe('€1,23,45,678.50');
  });

  it('falls back to en for a locale Intl does not know or a malformed one', () => {
    expect(formatMoney(m(123456), EUR, { locale: 'zz' })).toBe('€1,234.56');
    expect(formatMoney(m(123456), EUR, { locale: 'not a locale!' })).toBe('€1,234.56');
  });

  it('shows the code after the number for a fiat code Intl does not know', () => {
    expect(formatMoney(m(123456), XYZ)).toBe('1,234.56 XYZ');
  });

  it('shows the bare number when symbol is false', () => {
    expect(formatMoney(m(123456), EUR, { symbol: false })).toBe('1,234.56');
    expect(formatMoney(m(50_000_000), BTC, { symbol: false })).toBe('500');
  });

  it('shows small crypto amounts in the subcurrency with trailing zeros trimmed', () => {
    expect(formatMoney(m(50_000_000), BTC)).toBe('500 mBTC');
    expect(formatMoney(m(12_345), BTC)).toBe('0.12345 mBTC');
    expect(formatMoney(m(-50_000_000), BTC)).toBe('-500 mBTC');
  });

  it('shows crypto in its own unit from 100 major units, or always when subcurrency is false', () => {
    expect(formatMoney(m(10_000_000_001), BTC)).toBe('100.00000001 BTC');
    expect(formatMoney(m(50_000_000), BTC, { subcurrency: false })).toBe('0.5 BTC');
    expect(formatMoney(m(123_456_789_000_000), BTC, { locale: 'de-DE' })).toBe('1.234.567,89 BTC');
  });

  it('cuts crypto after 10 fraction digits, never rounding up and never showing -0', () => {
    expect(formatMoney(m(1_234_567_890_199), XCR)).toBe('1.2345678901 XCR');
    expect(formatMoney(m(1), XCR)).toBe('0 XCR');
    expect(formatMoney(m(-1), XCR)).toBe('0 XCR');
  });

  it('shows the largest safe amount to the cent', () => {
    expect(formatMoney(m(Number.MAX_SAFE_INTEGER), EUR)).toBe('€90,071,992,547,409.91');
  });

  it('never loses a digit of a fiat amount', () => {
    fc.assert(
      fc.property(anySafeMoney, (amount) => {
        const shown = formatMoney(amount, EUR, { symbol: false }).replaceAll(',', '');
        expect(shown).toBe(toMajorString(amount, EUR.subunits));
      }),
    );
  });

  it('never loses a digit of a crypto amount', () => {
    fc.assert(
      fc.property(anySafeMoney, (amount) => {
        const shown = formatMoney(amount, BTC, { symbol: false, subcurrency: false }).replaceAll(',', '');
        const exact = toMajorString(amount, BTC.subunits).replace(/\.?0+$/, '');
        expect(shown).toBe(exact === '-0' ? '0' : exact);
      }),
    );
  });

  it('matches Intl formatting of the same value in every locale where a float is still exact', () => {
    const locales = ['en', 'de-DE', 'fr-FR', 'hi-IN', 'ar-EG', 'ja-JP'];
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...locales), (minor, locale) => {
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
          minor / 100,
        );
        expect(formatMoney(m(minor), EUR, { locale })).toBe(intl);
      }),
    );
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,50', 1250],
    ['  7 ', 700],
    ['.5', 50],
    ['12.', 1200],
    ['0', 0],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('reads "%s" as %i cents', (text, minor) => {
    expect(parseMoneyInput(text, EUR)).toBe(minor);
  });

  it.each([
    '',
    ' ',
    '.',
    '-1',
    '+5',
    '1e3',
    '12a',
    'abc',
    '1,234.56',
    '1 000',
    '12.345',
    '90071992547409.92',
  ])('refuses "%s"', (text) => {
    expect(parseMoneyInput(text, EUR)).toBeNull();
  });

  it('reads whole units only for a currency without fraction digits', () => {
    expect(parseMoneyInput('12', JPY)).toBe(12);
    expect(parseMoneyInput('12.5', JPY)).toBeNull();
  });

  it('reads a subcurrency and returns minor units of the currency (1.5 mBTC is 150000 satoshi)', () => {
    const mBTC = { code: 'mBTC', subunits: 100_000 };
    expect(parseMoneyInput('1.5', BTC, mBTC)).toBe(150_000);
    expect(parseMoneyInput('0.00001', BTC, mBTC)).toBe(1);
    expect(parseMoneyInput('0.000001', BTC, mBTC)).toBeNull();
  });

  it('throws invalid_currency for a unit whose subunits are not a power of ten', () => {
    expect(() => parseMoneyInput('1', BAD)).toThrow(expect.objectContaining({ code: 'invalid_currency' }));
  });

  it('reads back every non-negative amount it wrote', () => {
    fc.assert(
      fc.property(anyNonNegativeMoney, fc.constantFrom(EUR, JPY, BTC), (amount, currency) => {
        expect(parseMoneyInput(toMajorString(amount, currency.subunits), currency)).toBe(amount);
      }),
    );
  });
});

describe('roundToCurrency', () => {
  it('rounds fiat half-up, halves away from zero', () => {
    expect(roundToCurrency(5n, 2n, EUR)).toBe(3);
    expect(roundToCurrency(249n, 100n, EUR)).toBe(2);
    expect(roundToCurrency(-5n, 2n, EUR)).toBe(-3);
  });

  it('rounds crypto down, toward zero', () => {
    expect(roundToCurrency(7n, 2n, BTC)).toBe(3);
    expect(roundToCurrency(-7n, 2n, BTC)).toBe(-3);
  });

  it('throws invalid_input for a zero denominator', () => {
    expect(() => roundToCurrency(1n, 0n, EUR)).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });

  it('throws invalid_money when the result is not a safe integer', () => {
    expect(() => roundToCurrency(2n ** 60n, 1n, EUR)).toThrow(
      expect.objectContaining({ code: 'invalid_money' }),
    );
  });
});

describe('convertMoney', () => {
  const rate = (numerator: bigint, denominator: bigint) => ({ numerator, denominator });

  it('converts 10 EUR at 1.08 to 10.80 USD', () => {
    expect(convertMoney(m(1000), rate(108n, 100n), EUR, USD)).toBe(1080);
  });

  it('rounds a fiat target half-up to the cent', () => {
    expect(convertMoney(m(2), rate(1n, 4n), EUR, USD)).toBe(1);
    expect(convertMoney(m(1), rate(1n, 3n), EUR, USD)).toBe(0);
  });

  it('rounds a crypto target down to the satoshi', () => {
    // 100 EUR at 1/60000 BTC per EUR is 166666.67 satoshi.
    expect(convertMoney(m(10_000), rate(1n, 60_000n), EUR, BTC)).toBe(166_666);
  });

  it('scales between currencies with different subunits', () => {
    expect(convertMoney(m(100_000_000), rate(60_000n, 1n), BTC, EUR)).toBe(6_000_000);
    expect(convertMoney(m(1234), rate(1n, 1n), JPY, EUR)).toBe(123_400);
  });

  it('throws invalid_input for a rate that is not positive', () => {
    for (const bad of [rate(0n, 1n), rate(1n, 0n), rate(-1n, 1n), rate(1n, -2n)]) {
      expect(() => convertMoney(m(100), bad, EUR, USD)).toThrow(
        expect.objectContaining({ code: 'invalid_input' }),
      );
    }
  });

  it('throws invalid_currency for subunits that are not a power of ten', () => {
    expect(() => convertMoney(m(100), rate(1n, 1n), BAD, EUR)).toThrow(
      expect.objectContaining({ code: 'invalid_currency' }),
    );
  });

  it('keeps the amount at a rate of 1 between currencies of the same subunits', () => {
    fc.assert(
      fc.property(anySafeMoney, (amount) => {
        expect(convertMoney(amount, rate(1n, 1n), EUR, USD)).toBe(amount);
      }),
    );
  });

  it('lands within one minor unit of the exact value', () => {
    // Bounded so that 1000 EUR at any rate up to 10000 still fits a safe integer of satoshi.
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.bigInt({ min: 1n, max: 10n ** 4n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        fc.constantFrom(USD, BTC),
        (minor, numerator, denominator, to) => {
          const converted = BigInt(convertMoney(m(minor), rate(numerator, denominator), EUR, to));
          const exactNum = BigInt(minor) * numerator * BigInt(to.subunits);
          const exactDen = denominator * BigInt(EUR.subunits);
          const gap = converted * exactDen - exactNum;
          expect(gap < 0n ? -gap : gap).toBeLessThan(exactDen);
        },
      ),
    );
  });
});
