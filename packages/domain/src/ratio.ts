/**
 * Exact rational numbers on bigint, for the few places where a float would drift: odds conversions that divide,
 * rounding for display, money conversion, and reading decimal text. Kept to what the odds and money modules need.
 */
import { DomainError } from './errors';

/** The rational number num/den. `den` is positive; the fraction need not be reduced. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

/**
 * How {@link roundRatio} gets to an integer: `half-up` rounds to nearest with halves away from zero (commercial
 * rounding, symmetric for negatives); `down` truncates toward zero.
 */
export type RoundingMode = 'half-up' | 'down';

/** Builds num/den with the sign moved to the numerator; throws DomainError('invalid_input') for a zero denominator. */
export function ratio(num: bigint, den: bigint): Ratio {
  if (den === 0n) throw new DomainError('invalid_input', 'a ratio cannot have a zero denominator');
  return den < 0n ? { num: -num, den: -den } : { num, den };
}

// Beyond any double (1e308, 5e-324): bigger exponents only come from hostile input and would allocate huge bigints.
const MAX_EXPONENT = 400;
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Reads decimal text such as "-1.25", "3", ".5", "7." or "1e-7" exactly; null for anything else. */
export function parseDecimalRatio(text: string): Ratio | null {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign, int = '', frac = '', exp = '0'] = match;
  if (int === '' && frac === '') return null;
  const written = Number(exp);
  if (Math.abs(written) > MAX_EXPONENT) return null;
  const magnitude = BigInt(int + frac);
  const num = sign === '-' ? -magnitude : magnitude;
  const exponent = written - frac.length;
  return exponent >= 0
    ? { num: num * 10n ** BigInt(exponent), den: 1n }
    : { num, den: 10n ** BigInt(-exponent) };
}

/**
 * The exact value of the decimal a number prints as (`String(value)`), so 1.1 is 11/10 and not the binary double
 * just below it. Null for NaN and infinities.
 */
export function numberToRatio(value: number): Ratio | null {
  if (!Number.isFinite(value)) return null;
  return parseDecimalRatio(String(value));
}

/** The nearest double to the ratio (exact division of two doubles when both parts are safe integers). */
export function ratioToNumber(r: Ratio): number {
  return Number(r.num) / Number(r.den);
}

/** Rounds the ratio to an integer with the given {@link RoundingMode}. */
export function roundRatio(r: Ratio, mode: RoundingMode): bigint {
  const { num, den } = ratio(r.num, r.den);
  const truncated = num / den;
  if (mode === 'down') return truncated;
  const remainder = num % den;
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  if (twice < den) return truncated;
  return num < 0n ? truncated - 1n : truncated + 1n;
}

/**
 * Writes `units` / 10^`decimals` as exact decimal text: (-5n, 2) is "-0.05", (123456n, 2) is "1234.56", (7n, 0)
 * is "7". Always exactly `decimals` fraction digits.
 */
export function scaledToString(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  const fraction = decimals > 0 ? `.${digits.slice(cut)}` : '';
  return `${negative ? '-' : ''}${digits.slice(0, cut)}${fraction}`;
}

/**
 * The ratio rounded half-up to `decimals` fraction digits, as exact text ("1.51" for 1.505 at 2). A value that
 * rounds to zero prints without a minus sign.
 */
export function ratioToFixed(r: Ratio, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  return scaledToString(roundRatio({ num: r.num * scale, den: r.den }, 'half-up'), decimals);
}
