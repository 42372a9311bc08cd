/**
 * Money as text (the domain's `formatMoney`), remembered per locale, currency and amount. Formatting builds
 * Intl.NumberFormat objects on every call, and the slip formats the same few amounts (its stake presets, the
 * stake, the potential win) again on each render, i.e. on each pick; the text of an amount never changes, so it
 * is kept. The memory is bounded: past a few thousand texts it starts again.
 */
import { type Currency, formatMoney, type Money } from '@sportsbook/domain';

const MAX_TEXTS = 2000;
const texts = new Map<string, string>();

function keyOf(amount: Money, currency: Currency, locale: string): string {
  const subcurrencies = currency.subcurrencies.map((s) => `${s.code}:${s.subunits}`).join(',');
  return `${locale}|${currency.code}|${currency.subunits}|${currency.fiat}|${subcurrencies}|${amount}`;
}

/** `formatMoney(amount, currency, { locale })`, remembered. */
export function moneyText(amount: Money, currency: Currency, locale: string): string {
  const key = keyOf(amount, currency, locale);
  let text = texts.get(key);
  if (text === undefined) {
    text = formatMoney(amount, currency, { locale });
    if (texts.size >= MAX_TEXTS) texts.clear();
    texts.set(key, text);
  }
  return text;
}
