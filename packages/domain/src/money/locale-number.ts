/**
 * Locale formatting of an exact decimal with Intl, without ever handing Intl a float: the integer part goes in as a
 * bigint and the fraction digits are spliced into the parts Intl returns. Intl.NumberFormat also takes decimal
 * strings exactly, but only on recent engines (older ones turn the string into a double), so this does not rely on it.
 */
import { FALLBACK_LOCALE } from '../constants';

/** An exact decimal split for display: sign, integer digits and fraction digits (ASCII, any length up to 21). */
export interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

/** The locale itself when Intl supports it, else {@link FALLBACK_LOCALE}: output never depends on the host locale. */
export function resolveLocale(locale: string | undefined): string {
  if (locale === undefined) return FALLBACK_LOCALE;
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale)[0] ?? FALLBACK_LOCALE;
  } catch {
    // A malformed tag (a bad stored preference) must not break a page that shows money.
    return FALLBACK_LOCALE;
  }
}

const INTL_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Whether Intl knows this ISO 4217 code and can print its symbol. */
export function isIntlCurrency(code: string): boolean {
  return INTL_CURRENCIES.has(code.toUpperCase());
}

/**
 * Formats the decimal for `locale` (grouping, decimal separator, digits of the locale's numbering system), in
 * Intl currency style when `currency` is given. Exactly the fraction digits given are shown.
 */
export function formatDecimalParts(parts: DecimalParts, locale: string, currency?: string): string {
  const { negative, integer, fraction } = parts;
  const digits = fraction.length;
  const formatter = new Intl.NumberFormat(locale, {
    ...(currency ? { style: 'currency', currency, currencyDisplay: 'symbol' } : {}),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const whole = BigInt(integer);
  // -0 keeps the minus sign of amounts such as -0.05 whose integer part is zero.
  const value = whole === 0n ? (negative ? -0 : 0) : negative ? -whole : whole;
  if (digits === 0) return formatter.format(value);
  const localFraction = new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumIntegerDigits: digits,
  }).format(BigInt(fraction));
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'fraction' ? localFraction : part.value))
    .join('');
}
