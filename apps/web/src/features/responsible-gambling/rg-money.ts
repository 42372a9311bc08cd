/** Amounts of the responsible-gambling screens: integer minor units of a currency, as the header writes them. */
import { currencyOf } from '@sportsbook/contract/values';
import { money } from '@sportsbook/domain';
import { moneyText } from '@/lib/money-text';

/** `amount` minor units of `code` as text (the domain's formatting; subunits from the contract's table). */
export function moneyOf(amount: number, code: string, locale: string): string {
  const currency = currencyOf(code) ?? { code, fiat: true, subunits: 100, subcurrencies: [] };
  return moneyText(money(amount), currency, locale);
}
