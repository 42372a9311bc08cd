/**
 * Money of the player's accounts: the contract's currency table where it knows the code, else a currency built
 * from the account's own subunits. Amounts stay integer minor units; only the domain formats and parses them.
 */

import { currencyOf, MAX_PAYMENT_AMOUNT } from '@sportsbook/contract/values';
import { type Currency, money, parseMoneyInput } from '@sportsbook/domain';
import { moneyText } from '@/lib/money-text';

/** The currency of an account. */
export function accountCurrency(code: string, subunits: number): Currency {
  return currencyOf(code) ?? { code, fiat: subunits === 100, subunits, subcurrencies: [] };
}

/** A balance as the header shows it (the domain's subcurrency rule: 0.5 BTC reads 500 mBTC). */
export function formatBalance(
  amount: number,
  account: { currency: string; subunits: number },
  locale: string,
) {
  return moneyText(money(amount), accountCurrency(account.currency, account.subunits), locale);
}

/** The deposit field read as minor units, or the message key (`account.validation`) saying what is wrong. */
export function readDepositAmount(text: string, currency: Currency): { amount: number } | { error: string } {
  if (text.trim() === '') return { error: 'amountRequired' };
  const amount = parseMoneyInput(text, currency);
  if (amount === null) return { error: 'amountInvalid' };
  if (amount <= 0) return { error: 'amountTooSmall' };
  if (amount > MAX_PAYMENT_AMOUNT) return { error: 'amountTooLarge' };
  return { amount };
}
