/**
 * Exchange rates of the demo (no outside rate service exists here) and the stake limits they give per currency.
 * Rates are exact fractions, so converting a stake is exact before the currency's rounding (domain convertMoney:
 * fiat half-up, crypto down).
 */
import { currencyOf } from '@sportsbook/contract';
import {
  type Currency,
  convertMoney,
  type ExchangeRate,
  type Money,
  money,
  type StakeLimit,
} from '@sportsbook/domain';
import { MAX_STAKE_EUR, MIN_STAKE_TENTHS } from './constants.js';

/** EUR per one major unit of each currency, as a fraction: fixed demo values, not market rates. */
const EUR_PER_UNIT: Readonly<Record<string, ExchangeRate>> = {
  EUR: { numerator: 1n, denominator: 1n },
  USD: { numerator: 23n, denominator: 25n },
  GBP: { numerator: 117n, denominator: 100n },
  BRL: { numerator: 9n, denominator: 50n },
  BTC: { numerator: 60_000n, denominator: 1n },
  USDT: { numerator: 23n, denominator: 25n },
};

const EUR = currencyOf('EUR') as Currency;

/** The currency of a code; an unknown code counts as a fiat currency of cents, so limits still apply. */
export function currencyFor(code: string): Currency {
  return currencyOf(code) ?? { code, fiat: true, subunits: 100, subcurrencies: [] };
}

/** Major units of `to` per major unit of `from`; null when either has no demo rate. */
function rateBetween(from: string, to: string): ExchangeRate | null {
  const a = EUR_PER_UNIT[from];
  const b = EUR_PER_UNIT[to];
  if (!a || !b) return null;
  return { numerator: a.numerator * b.denominator, denominator: a.denominator * b.numerator };
}

/** `amount` minor units of `from` in minor units of `to`; null without a rate. */
export function convertAmount(amount: Money, from: string, to: string): Money | null {
  if (from === to) return amount;
  const rate = rateBetween(from, to);
  return rate ? convertMoney(amount, rate, currencyFor(from), currencyFor(to)) : null;
}

/**
 * Stake limits: at least MIN_STAKE_TENTHS tenths of a major unit for fiat (0.10 EUR, 0.10 USD), the same value
 * in EUR for crypto (a tenth of a bitcoin would be no minimum at all); at most MAX_STAKE_EUR's worth.
 */
export function stakeLimits(code: string): StakeLimit {
  const currency = currencyFor(code);
  const eurMax = money(MAX_STAKE_EUR * EUR.subunits);
  const tenth = money(Math.ceil((currency.subunits * MIN_STAKE_TENTHS) / 10));
  const eurMin = money((EUR.subunits * MIN_STAKE_TENTHS) / 10);
  const min = currency.fiat ? tenth : (convertAmount(eurMin, 'EUR', code) ?? tenth);
  const max = convertAmount(eurMax, 'EUR', code) ?? money(MAX_STAKE_EUR * currency.subunits);
  return { min: money(Math.max(1, min)), max };
}
