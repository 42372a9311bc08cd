/**
 * Decimal odds as a branded number with a fixed scale. Arithmetic on odds (products of a combo, payouts)
 * is done on integer "odds units" (odds x ODDS_SCALE) with bigint, so no float drift reaches money.
 */
import { ODDS_SCALE } from '../constants';
import { DomainError } from '../errors';

/** Decimal (European) odds, > 1, with at most log10(ODDS_SCALE) fraction digits. */
export type DecimalOdds = number & { readonly __brand: 'DecimalOdds' };

/** Rounds a number to the odds scale and brands it; null when it is not finite or not above 1. */
export function toDecimalOdds(value: number): DecimalOdds | null {
  if (!Number.isFinite(value)) return null;
  const units = Math.round(value * ODDS_SCALE);
  if (units <= ODDS_SCALE) return null;
  return (units / ODDS_SCALE) as DecimalOdds;
}

/** Like {@link toDecimalOdds} but throws a DomainError('invalid_odds') for a value that is not valid odds. */
export function decimalOdds(value: number): DecimalOdds {
  const odds = toDecimalOdds(value);
  if (odds === null) throw new DomainError('invalid_odds', `not valid decimal odds: ${value}`);
  return odds;
}

/** The odds as an integer count of 1/ODDS_SCALE. */
export function oddsUnits(odds: DecimalOdds): bigint {
  return BigInt(Math.round(odds * ODDS_SCALE));
}

/** Back from integer odds units to decimal odds. Units above Number.MAX_SAFE_INTEGER lose nothing that matters here. */
export function fromOddsUnits(units: bigint): DecimalOdds {
  return (Number(units) / ODDS_SCALE) as DecimalOdds;
}

/** The product of several odds, exact in odds units, then rounded down to the odds scale. */
export function multiplyOdds(odds: readonly DecimalOdds[]): DecimalOdds {
  const scale = BigInt(ODDS_SCALE);
  let product = scale;
  for (const o of odds) product = (product * oddsUnits(o)) / scale;
  return fromOddsUnits(product);
}
