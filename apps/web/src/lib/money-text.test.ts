import { currencyOf, LOCALES } from '@sportsbook/contract/values';
import { type Currency, formatMoney, type Money } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { moneyText } from './money-text';

const EUR = currencyOf('EUR') as Currency;
const BTC = currencyOf('BTC') as Currency;

describe('moneyText', () => {
  it('reads as formatMoney, for every currency, locale and the same amount asked again', () => {
    for (const currency of [EUR, BTC, { code: 'XYZ', fiat: true, subunits: 100, subcurrencies: [] }])
      for (const locale of LOCALES)
        for (const amount of [0, 1, 250, 123_456_789, -50, 100_000] as Money[]) {
          const expected = formatMoney(amount, currency, { locale });
          expect(moneyText(amount, currency, locale)).toBe(expected);
          expect(moneyText(amount, currency, locale)).toBe(expected);
        }
  });

  it('keeps currencies with the same code but other units apart', () => {
    const cents = { code: 'ABC', fiat: true, subunits: 100, subcurrencies: [] };
    const mills = { code: 'ABC', fiat: true, subunits: 1000, subcurrencies: [] };
    expect(moneyText(1500 as Money, cents, 'en')).toBe(formatMoney(1500 as Money, cents, { locale: 'en' }));
    expect(moneyText(1500 as Money, mills, 'en')).toBe(formatMoney(1500 as Money, mills, { locale: 'en' }));
  });

  it("writes an amount the locale's way (Arabic and Hebrew with Latin digits, CLDR's default for both)", () => {
    const amount = 123_456 as Money;
    expect(moneyText(amount, EUR, 'sr-ME')).toMatch(/1\.234,56\s€/);
    expect(moneyText(amount, EUR, 'ja')).toBe('€1,234.56');
    expect(moneyText(amount, EUR, 'ko')).toBe('€1,234.56');
    expect(moneyText(amount, EUR, 'ar')).toMatch(/1,234\.56/);
    expect(moneyText(amount, EUR, 'he')).toMatch(/1,234\.56/);
  });
});
