/**
 * Money between integer minor units and what a bettor reads and types: exact decimal text, the display unit
 * (subcurrency) rule, locale formatting, reading the stake field, and exact conversion between currencies.
 * No amount passes through a float of major units; decimal text is built from bigint digits.
 */
import { MAX_FRACTION_DIGITS, SUBCURRENCY_THRESHOLD } from '../constants';
import { DomainError } from '../errors';
import { ratio, roundRatio, scaledToString } from '../ratio';
import { formatDecimalParts, isIntlCurrency, resolveLocale } from './locale-number';
import { type Currency, type Money, money } from './money';

/** A unit amounts are shown and typed in: a currency or one of its subcurrencies (minor units per one of it). */
export type MoneyUnit = Pick<Currency, 'code' | 'subunits'>;

/** The number of fraction digits of a unit: log10(subunits). Throws DomainError('invalid_currency') unless subunits is a power of ten from 1 to 10^15. */
export function currencyDigits(subunits: number): number {
  if (!Number.isSafeInteger(subunits) || subunits < 1) {
    throw new DomainError('invalid_currency', `subunits must be a power of ten: ${subunits}`);
  }
  let digits = 0;
  let rest = subunits;
  while (rest % 10 === 0) {
    rest /= 10;
    digits += 1;
  }
  if (rest !== 1) throw new DomainError('invalid_currency', `subunits must be a power of ten: ${subunits}`);
  return digits;
}

/** Exact major-unit text of an amount in minor units: (123456, 100) is "1234.56", (-5, 100) is "-0.05". */
export function toMajorString(amount: Money, subunits: number): string {
  const digits = currencyDigits(subunits);
  return scaledToString(BigInt(money(amount)), digits);
}

/**
 * The unit to show an amount in. spec: "a subcurrency is used when the amount is below 100 x subunits", so a
 * currency with subcurrencies shows amounts under {@link SUBCURRENCY_THRESHOLD} major units in its first listed
 * subcurrency (0.5 BTC as 500 mBTC), and larger ones in itself.
 */
export function displayUnit(amount: Money, currency: Currency): MoneyUnit {
  const sub = currency.subcurrencies[0];
  if (sub && Math.abs(amount) < SUBCURRENCY_THRESHOLD * currency.subunits) {
    return { code: sub.code, subunits: sub.subunits };
  }
  return { code: currency.code, subunits: currency.subunits };
}

/** Options of {@link formatMoney}. */
export interface MoneyFormatOptions {
  /** BCP 47 locale for grouping and separators; unknown or missing falls back to "en". */
  locale?: string;
  /** Show small amounts in the subcurrency ({@link displayUnit}); default true. */
  subcurrency?: boolean;
  /** Show the currency (symbol or code); default true. False gives the bare number, e.g. for a stake field. */
  symbol?: boolean;
}

/**
 * An amount for display. A fiat currency in its own unit always shows its digits ("€1,234.50"), in Intl currency
 * style when Intl knows the code, else as "1,234.50 XYZ". Crypto and subcurrencies show the code after the number
 * and up to {@link MAX_FRACTION_DIGITS} fraction digits with trailing zeros trimmed ("0.5 BTC", "12 mBTC"); digits
 * past that are cut, never rounded up, so a balance never reads more than it is.
 */
export function formatMoney(amount: Money, currency: Currency, options: MoneyFormatOptions = {}): string {
  const unit: MoneyUnit =
    options.subcurrency === false
      ? { code: currency.code, subunits: currency.subunits }
      : displayUnit(amount, currency);
  const fixedDigits = currency.fiat && unit.code === currency.code;
  const [signed = '', exactFraction = ''] = toMajorString(amount, unit.subunits).split('.');
  const negative = signed.startsWith('-');
  const integer = negative ? signed.slice(1) : signed;
  const fraction = fixedDigits
    ? exactFraction
    : exactFraction.slice(0, MAX_FRACTION_DIGITS).replace(/0+$/, '');
  const shownNegative = negative && /[1-9]/.test(integer + fraction);
  const locale = resolveLocale(options.locale);
  const showSymbol = options.symbol !== false;
  const intlCurrency = showSymbol && fixedDigits && isIntlCurrency(unit.code) ? unit.code : undefined;
  const text = formatDecimalParts({ negative: shownNegative, integer, fraction }, locale, intlCurrency);
  return showSymbol && !intlCurrency ? `${text} ${unit.code}` : text;
}

const MONEY_INPUT = /^(\d*)(?:[.,](\d*))?$/;

/**
 * Reads the stake field: "12", "12.5", "12,50", ".5", surrounding spaces allowed, in `unit` (the currency itself
 * by default, or a subcurrency such as mBTC). Returns minor units of the currency (1.5 mBTC is 150000 satoshi).
 * Null for negatives, exponents, letters, grouping, more fraction digits than the unit has, and amounts above
 * Number.MAX_SAFE_INTEGER minor units.
 */
export function parseMoneyInput(text: string, currency: Currency, unit: MoneyUnit = currency): Money | null {
  const match = MONEY_INPUT.exec(text.trim());
  if (!match) return null;
  const [, integer = '', fraction = ''] = match;
  if (integer === '' && fraction === '') return null;
  const digits = currencyDigits(unit.subunits);
  if (fraction.length > digits) return null;
  const minor = BigInt(`0${integer}`) * BigInt(unit.subunits) + BigInt(`0${fraction.padEnd(digits, '0')}`);
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? money(Number(minor)) : null;
}

/**
 * Rounds an exact amount of minor units, numerator/denominator, to a whole minor unit of the currency. Fiat rounds
 * half-up (halves away from zero): the commercial rule bettors and statements expect for cents, and the "fiat
 * rounding" the spec compares stake and potential win with. Crypto rounds down (toward zero): its minor unit is
 * tiny, and cutting never credits value the exact amount does not have. Throws DomainError('invalid_input') for a
 * zero denominator and DomainError('invalid_money') when the result is not a safe integer.
 */
export function roundToCurrency(numerator: bigint, denominator: bigint, currency: Currency): Money {
  const rounded = roundRatio(ratio(numerator, denominator), currency.fiat ? 'half-up' : 'down');
  return money(Number(rounded));
}

/** An exchange rate as an exact fraction: one major unit of `from` is worth numerator/denominator major units of `to`. */
export interface ExchangeRate {
  numerator: bigint;
  denominator: bigint;
}

/**
 * An amount in `from` minor units converted to `to` minor units, exactly, then rounded by {@link roundToCurrency}
 * rules for `to`. Throws DomainError('invalid_input') unless both parts of the rate are positive.
 */
export function convertMoney(amount: Money, rate: ExchangeRate, from: Currency, to: Currency): Money {
  if (rate.numerator <= 0n || rate.denominator <= 0n) {
    throw new DomainError('invalid_input', 'an exchange rate must be positive');
  }
  currencyDigits(from.subunits);
  currencyDigits(to.subunits);
  const numerator = BigInt(money(amount)) * rate.numerator * BigInt(to.subunits);
  return roundToCurrency(numerator, rate.denominator * BigInt(from.subunits), to);
}
