// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepVisitorCurrency, useVisitorCurrency } from './use-visitor-currency';
import { CURRENCY_COOKIE, visitorCurrencyIn } from './visitor-currency';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie it set
  document.cookie = `${CURRENCY_COOKIE}=; path=/; max-age=0`;
});

describe('visitorCurrencyIn', () => {
  it('reads a supported currency from the cookie header, whatever its case', () => {
    expect(visitorCurrencyIn('a=1; currency=brl; b=2')?.code).toBe('BRL');
    expect(visitorCurrencyIn('currency=BTC')?.subunits).toBe(100_000_000);
  });

  it('answers null without the cookie, or for a code the app does not offer', () => {
    expect(visitorCurrencyIn('')).toBeNull();
    expect(visitorCurrencyIn('xcurrency=EUR')).toBeNull();
    expect(visitorCurrencyIn('currency=XYZ')).toBeNull();
    expect(visitorCurrencyIn('currency=%E0%A4%A')).toBeNull();
  });
});

describe('keepVisitorCurrency', () => {
  it('refuses an unknown code and keeps a known one, which the hook then shows', () => {
    const { result } = renderHook(() => useVisitorCurrency());
    expect(result.current).toBeNull();
    expect(keepVisitorCurrency('XYZ', { crossSite: false })).toBe(false);
    expect(result.current).toBeNull();
    act(() => {
      expect(keepVisitorCurrency('gbp', { crossSite: false })).toBe(true);
    });
    expect(result.current?.code).toBe('GBP');
  });
});
