/**
 * The currencies players can hold accounts in (spec platform §3 "Currencies: code, fiat, subcurrencies with
 * subunits"), as plain values (no zod: browser-safe). `subunits` is minor units per major unit; BTC is counted in
 * satoshi and shown in mBTC below 100 BTC (the domain's display rule), USDT in millionths as on its chains.
 */
import type { Currency } from '@sportsbook/domain';

/** Currency codes accepted for accounts, deposits and limits. */
export const CURRENCY_CODES = ['EUR', 'USD', 'GBP', 'BRL', 'BTC', 'USDT'] as const;
/** One of {@link CURRENCY_CODES}. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** Every supported currency with its units, in the order of {@link CURRENCY_CODES}. */
export const CURRENCIES: readonly Currency[] = [
  { code: 'EUR', fiat: true, subunits: 100, subcurrencies: [] },
  { code: 'USD', fiat: true, subunits: 100, subcurrencies: [] },
  { code: 'GBP', fiat: true, subunits: 100, subcurrencies: [] },
  { code: 'BRL', fiat: true, subunits: 100, subcurrencies: [] },
  { code: 'BTC', fiat: false, subunits: 100_000_000, subcurrencies: [{ code: 'mBTC', subunits: 100_000 }] },
  { code: 'USDT', fiat: false, subunits: 1_000_000, subcurrencies: [] },
];

const BY_CODE = new Map(CURRENCIES.map((c) => [c.code, c]));

/** The currency of a code; undefined for a code outside {@link CURRENCY_CODES}. */
export function currencyOf(code: string): Currency | undefined {
  return BY_CODE.get(code);
}
