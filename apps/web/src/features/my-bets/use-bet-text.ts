'use client';
/** Texts of a placed bet shared by its card and its cashout dialog: amounts in its currency, its name. */
import type { Bet, Money } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { moneyText } from '@/lib/money-text';
import { betCurrency, placedBetName } from './bet-figures';

/** Formats amounts of one bet in the page locale. */
export function useBetMoney(bet: Pick<Bet, 'stake'>): (amount: Money) => string {
  const locale = useLocale();
  const currency = betCurrency(bet);
  return (amount) => moneyText(amount, currency, locale);
}

/** The bet's display name: "Single", "Treble", "Accumulator (5)", "System 2/3", "Bet builder". */
export function useBetTitle(bet: Pick<Bet, 'type' | 'selections' | 'system'>): string {
  const t = useTranslations('mybets.bet.names');
  const name = placedBetName(bet);
  if (name === 'accumulator') return t('accumulator', { count: bet.selections.length });
  if (name === 'system') {
    return t('system', { win: bet.system?.win_count ?? 0, total: bet.system?.total_count ?? 0 });
  }
  return t(name);
}
