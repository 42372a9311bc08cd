/**
 * Conversions between decimal odds and the other display formats. Every format is a function of the profit per unit
 * staked (odds - 1), which is exact at the odds scale, so the conversions work on bigint ratios and only the final
 * value becomes a number. Going back rounds half-up to the odds scale, which makes decimal -> X -> decimal exact for
 * every format. The `from*` functions return null for a value the format cannot hold.
 */
import { ODDS_SCALE } from '../constants';
import { numberToRatio, type Ratio, ratioToNumber, roundRatio } from '../ratio';
import { type DecimalOdds, fromOddsUnits, oddsUnits } from './decimal-odds';
import type { OddsFormat } from './formats';
import { type FractionalOdds, ladderFraction } from './fractional-ladder';

/** The formats whose value is a single (signed) number: all but british. */
export type NumericOddsFormat = Exclude<OddsFormat, 'british'>;

const SCALE = BigInt(ODDS_SCALE);
const EVENS_UNITS = 2n * SCALE;
const MAX_UNITS = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Decimal odds from an exact profit per unit staked, rounded half-up to the odds scale. Null when the profit is
 * not positive at the odds scale or the odds would not be a safe integer count of odds units.
 */
export function oddsFromProfit(profit: Ratio): DecimalOdds | null {
  if (profit.num <= 0n || profit.den <= 0n) return null;
  const units = SCALE + roundRatio({ num: profit.num * SCALE, den: profit.den }, 'half-up');
  if (units <= SCALE || units > MAX_UNITS) return null;
  return fromOddsUnits(units);
}

/**
 * The exact value of the odds in a numeric format:
 * european odds; hongkong odds-1; indonesian odds-1 from 2.00, else -1/(odds-1); malaysian odds-1 up to 2.00,
 * else -1/(odds-1); american +100(odds-1) from 2.00, else -100/(odds-1); percent 100/odds.
 */
export function oddsInFormat(odds: DecimalOdds, format: NumericOddsFormat): Ratio {
  const units = oddsUnits(odds);
  const profit = units - SCALE;
  switch (format) {
    case 'european':
      return { num: units, den: SCALE };
    case 'hongkong':
      return { num: profit, den: SCALE };
    case 'indonesian':
      return units >= EVENS_UNITS ? { num: profit, den: SCALE } : { num: -SCALE, den: profit };
    case 'malaysian':
      return units <= EVENS_UNITS ? { num: profit, den: SCALE } : { num: -SCALE, den: profit };
    case 'american':
      return units >= EVENS_UNITS ? { num: 100n * profit, den: SCALE } : { num: -100n * SCALE, den: profit };
    case 'percent':
      return { num: 100n * SCALE, den: units };
  }
}

/**
 * Decimal odds from an exact value in a numeric format; null when the value is outside what the format can hold:
 * hongkong not above 0; indonesian and american strictly between -1 and 1 (-100 and +100 for american); malaysian 0
 * or beyond -1..1; percent not strictly between 0 and 100; european not above 1.
 */
export function oddsFromFormat(value: Ratio, format: NumericOddsFormat): DecimalOdds | null {
  const { num, den } = value;
  if (den <= 0n) return null;
  const inverse = { num: den, den: -num };
  switch (format) {
    case 'european':
      return oddsFromProfit({ num: num - den, den });
    case 'hongkong':
      return oddsFromProfit(value);
    case 'indonesian':
      if (num >= den) return oddsFromProfit(value);
      return num <= -den ? oddsFromProfit(inverse) : null;
    case 'malaysian':
      if (num > 0n && num <= den) return oddsFromProfit(value);
      return num < 0n && num >= -den ? oddsFromProfit(inverse) : null;
    case 'american':
      if (num >= 100n * den) return oddsFromProfit({ num, den: 100n * den });
      return num <= -100n * den ? oddsFromProfit({ num: 100n * den, den: -num }) : null;
    case 'percent':
      return num > 0n && num < 100n * den ? oddsFromProfit({ num: 100n * den - num, den: num }) : null;
  }
}

function fromNumber(value: number, format: NumericOddsFormat): DecimalOdds | null {
  const exact = numberToRatio(value);
  return exact && oddsFromFormat(exact, format);
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/**
 * British fractional odds: the UK ladder price when the odds land on one (see fractional-ladder.ts), else the exact
 * profit at the odds scale in lowest terms (1.334 is 167/500). Evens is 1/1.
 */
export function toFractional(odds: DecimalOdds): FractionalOdds {
  const onLadder = ladderFraction(odds);
  if (onLadder) return onLadder;
  const profit = oddsUnits(odds) - SCALE;
  const divisor = gcd(profit, SCALE);
  return { numerator: Number(profit / divisor), denominator: Number(SCALE / divisor) };
}

/** Decimal odds of a fraction (rounded half-up to the odds scale); null unless both parts are positive safe integers. */
export function fromFractional(fraction: FractionalOdds): DecimalOdds | null {
  const { numerator, denominator } = fraction;
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) return null;
  return oddsFromProfit({ num: BigInt(numerator), den: BigInt(denominator) });
}

/** American (moneyline) odds: +150 for 2.5, -200 for 1.5; 2.00 is +100. Not rounded: -300.3003... for 1.333. */
export function toAmerican(odds: DecimalOdds): number {
  return ratioToNumber(oddsInFormat(odds, 'american'));
}

/** Decimal odds of American odds; null for NaN, infinities and values strictly between -100 and +100. */
export function fromAmerican(value: number): DecimalOdds | null {
  return fromNumber(value, 'american');
}

/** Hong Kong odds: the profit per unit staked, odds - 1 (1.5 for 2.5). */
export function toHongKong(odds: DecimalOdds): number {
  return ratioToNumber(oddsInFormat(odds, 'hongkong'));
}

/** Decimal odds of Hong Kong odds; null unless the value is positive at the odds scale. */
export function fromHongKong(value: number): DecimalOdds | null {
  return fromNumber(value, 'hongkong');
}

/** Indonesian odds: odds - 1 from 2.00 up (1.5 for 2.5), else -1/(odds - 1) (-2 for 1.5). */
export function toIndonesian(odds: DecimalOdds): number {
  return ratioToNumber(oddsInFormat(odds, 'indonesian'));
}

/** Decimal odds of Indonesian odds; null for values strictly between -1 and 1 (0 included). */
export function fromIndonesian(value: number): DecimalOdds | null {
  return fromNumber(value, 'indonesian');
}

/** Malaysian odds: odds - 1 up to 2.00 (0.5 for 1.5), else -1/(odds - 1) (-0.5 for 3). Always within -1..1. */
export function toMalaysian(odds: DecimalOdds): number {
  return ratioToNumber(oddsInFormat(odds, 'malaysian'));
}

/** Decimal odds of Malaysian odds; null for 0 and for values beyond -1..1. */
export function fromMalaysian(value: number): DecimalOdds | null {
  return fromNumber(value, 'malaysian');
}

/** Implied probability in percent, 100/odds (40 for 2.5), without the bookmaker margin removed. */
export function toImpliedPercent(odds: DecimalOdds): number {
  return ratioToNumber(oddsInFormat(odds, 'percent'));
}

/** Decimal odds of an implied percent; null unless strictly between 0 and 100. */
export function fromImpliedPercent(value: number): DecimalOdds | null {
  return fromNumber(value, 'percent');
}
