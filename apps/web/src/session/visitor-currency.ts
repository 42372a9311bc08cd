/**
 * A visitor's currency: the one a host page or a link chose (`/sports/init-sportsbook?currency=BRL`, the embed
 * message `change_currency`) before anyone signs in. It is kept in a cookie; the slip shows stakes in it and
 * sign-up offers it first, until a player's account says otherwise.
 */
import { currencyOf } from '@sportsbook/contract/values';
import type { Currency } from '@sportsbook/domain';
import { useSyncExternalStore } from 'react';

/** Cookie the chosen currency is kept in until the player's account says otherwise. */
export const CURRENCY_COOKIE = 'currency';
/** How long the cookie is kept: a year. */
export const VISITOR_CURRENCY_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The supported currency named by the cookie header `cookies` (`a=1; currency=BRL`); null when none or unknown. */
export function visitorCurrencyIn(cookies: string): Currency | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    // Codes are plain letters: nothing to decode (a malformed escape is simply no currency).
    if (name === CURRENCY_COOKIE) return currencyOf(value.join('=').toUpperCase()) ?? null;
  }
  return null;
}

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
