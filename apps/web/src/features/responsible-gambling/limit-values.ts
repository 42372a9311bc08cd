/**
 * The limits screen's pure rules: the order of the types, what the form sends (integers in minor units or whole
 * minutes in the contract's ranges), and which limit of a type is shown as in force or pending.
 */
import {
  LIMIT_RULES,
  type LimitPeriod,
  type LimitType,
  MAX_LIMIT_AMOUNT,
  MAX_LIMIT_MINUTES,
  type UserLimit,
} from '@sportsbook/contract';
import { currencyOf } from '@sportsbook/contract/values';
import { parseMoneyInput } from '@sportsbook/domain';

/** Money limits first, then time, then the exclusions (which cannot be undone). */
export const SCREEN_ORDER: readonly LimitType[] = [
  'deposit',
  'loss',
  'wager',
  'bet',
  'activity',
  'time',
  'session',
  'sportsbook_session',
  'reality_check',
  'coolingoff',
  'selfexclusion',
];

export const EXCLUSION_TYPES: ReadonlySet<LimitType> = new Set(['coolingoff', 'selfexclusion']);

/** The most minutes a limit of `type` over `period` takes. */
export function maxMinutes(period: LimitPeriod | undefined): number {
  return period === 'day' || period === 'week' || period === 'month'
    ? MAX_LIMIT_MINUTES[period]
    : MAX_LIMIT_MINUTES.none;
}

/** The body of POST /user_limits for the form's values, or the key (rg.limits.errors) of what is wrong. */
export function limitBody(
  type: LimitType,
  period: LimitPeriod | undefined,
  amountText: string,
  currency: string,
):
  | { body: { type: LimitType; period?: LimitPeriod; amount?: number; currency?: string } }
  | { error: string } {
  const rule = LIMIT_RULES[type];
  const withPeriod = rule.periods ? { period: period ?? rule.periods[0] } : {};
  if (rule.unit === null) return { body: { type, ...withPeriod } };
  const text = amountText.trim();
  if (text === '') return { error: 'required' };
  if (rule.unit === 'minutes') {
    if (!/^\d+$/.test(text)) return { error: 'minutes' };
    const minutes = Number(text);
    if (minutes < 1 || minutes > maxMinutes(withPeriod.period)) return { error: 'minutes' };
    return { body: { type, ...withPeriod, amount: minutes } };
  }
  const money = currencyOf(currency) ?? { code: currency, fiat: true, subunits: 100, subcurrencies: [] };
  const amount = parseMoneyInput(text, money);
  if (amount === null || amount < 1 || amount > MAX_LIMIT_AMOUNT) return { error: 'money' };
  return { body: { type, ...withPeriod, amount, currency } };
}

/** The limits of `type` the screen lists (the server leaves disabled ones out), in force first. */
export function limitsOfType(limits: readonly UserLimit[], type: LimitType): UserLimit[] {
  const rank = (l: UserLimit) => (l.status === 'active' ? 0 : l.status === 'unconfirmed_disabled' ? 1 : 2);
  return limits.filter((l) => l.type === type).sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}
