import { describe, expect, it } from 'vitest';
import { formatDecimalParts, isIntlCurrency, resolveLocale } from './locale-number';

describe('resolveLocale', () => {
  it('uses en when no locale is given, whatever the host locale is', () => {
    expect(resolveLocale(undefined)).toBe('en');
  });

  it('keeps a locale Intl supports', () => {
    expect(resolveLocale('de-DE')).toBe('de-DE');
  });

  it('falls back to en for an unknown or malformed locale', () => {
    expect(resolveLocale('zz')).toBe('en');
    expect(resolveLocale('')).toBe('en');
  });
});

describe('isIntlCurrency', () => {
  it('knows ISO 4217 codes in any case', () => {
    expect(isIntlCurrency('EUR')).toBe(true);
    expect(isIntlCurrency('eur')).toBe(true);
  });

  it('does not know crypto or made-up codes', () => {
    expect(isIntlCurrency('BTC')).toBe(false);
    expect(isIntlCurrency('XYZ')).toBe(false);
  });
});

describe('formatDecimalParts', () => {
  it('keeps every digit of an integer part beyond a double', () => {
    const parts = { negative: false, integer: '123456789012345678901', fraction: '5' };
    expect(formatDecimalParts(parts, 'en')).toBe('123,456,789,012,345,678,901.5');
  });

  it('keeps the minus sign when the integer part is zero', () => {
    expect(formatDecimalParts({ negative: true, integer: '0', fraction: '05' }, 'en')).toBe('-0.05');
  });

  it('shows no decimal separator without fraction digits', () => {
    expect(formatDecimalParts({ negative: true, integer: '1234', fraction: '' }, 'de-DE')).toBe('-1.234');
  });

  it("writes fraction digits in the locale's numbering system", () => {
    expect(formatDecimalParts({ negative: false, integer: '12', fraction: '05' }, 'ar-EG')).toBe('١٢٫٠٥');
  });

  it('uses Intl currency style when given a currency', () => {
    expect(formatDecimalParts({ negative: false, integer: '1', fraction: '50' }, 'en', 'USD')).toBe('$1.50');
  });
});
