/** Formats a jackpot amount (minor units) of `code` in the page's locale. */
import { currencyOf } from '@sportsbook/contract/values';
import type { Money } from '@sportsbook/domain';
import { useLocale } from 'next-intl';
import { moneyText } from '@/lib/money-text';

export function useMoney(): (amount: number, code: string) => string {
  const locale = useLocale();
  return (amount, code) => {
    const currency = currencyOf(code);
    return currency ? moneyText(amount as Money, currency, locale) : `${amount} ${code}`;
  };
}
