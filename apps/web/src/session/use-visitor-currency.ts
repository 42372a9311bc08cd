/**
 * Keeping and reading the visitor's currency in the browser (visitor-currency.ts names the cookie and reads it):
 * the slip and sign-up follow a change at once.
 */
import { currencyOf } from '@sportsbook/contract/values';
import type { Currency } from '@sportsbook/domain';
import { useSyncExternalStore } from 'react';
import { CURRENCY_COOKIE, VISITOR_CURRENCY_MAX_AGE_S, visitorCurrencyIn } from './visitor-currency';

const listeners = new Set<() => void>();

/**
 * Keeps `code` as the visitor's currency (an unknown code changes nothing and answers false). In a cross-site
 * frame the cookie is partitioned (CHIPS), the only kind such a frame may keep.
 */
export function keepVisitorCurrency(code: string, { crossSite }: { crossSite: boolean }): boolean {
  const currency = currencyOf(code.toUpperCase());
  if (!currency) return false;
  const attributes = crossSite ? 'samesite=none; secure; partitioned' : 'samesite=lax';
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written the way the init entry writes it
  document.cookie = `${CURRENCY_COOKIE}=${currency.code}; path=/; max-age=${VISITOR_CURRENCY_MAX_AGE_S}; ${attributes}`;
  for (const listener of listeners) listener();
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's currency code, re-read when {@link keepVisitorCurrency} writes it; null on the server. */
export function useVisitorCurrency(): Currency | null {
  const code = useSyncExternalStore(
    subscribe,
    () => visitorCurrencyIn(document.cookie)?.code ?? '',
    () => '',
  );
  return code ? (currencyOf(code) ?? null) : null;
}
