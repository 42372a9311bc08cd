/**
 * Money is an integer count of a currency's minor units (cents, satoshi...). Never a float of major units.
 */
import { DomainError } from '../errors';

/** An integer amount in minor units of some currency (safe integer). */
export type Money = number & { readonly __brand: 'Money' };

/** Brands an integer amount of minor units; throws DomainError('invalid_money') when it is not a safe integer. */
export function money(minor: number): Money {
  if (!Number.isSafeInteger(minor)) throw new DomainError('invalid_money', `not an integer amount: ${minor}`);
  return minor as Money;
}

/** Zero in any currency. */
export const ZERO = 0 as Money;

/** A currency's smaller display unit, e.g. mBTC for BTC. `subunits` is minor units per one of it. */
export interface Subcurrency {
  code: string;
  subunits: number;
}

/** A currency. `subunits` is minor units per major unit (100 for EUR, 100000000 for BTC). */
export interface Currency {
  code: string;
  fiat: boolean;
  subunits: number;
  subcurrencies: Subcurrency[];
}
