/**
 * A visitor's currency: the one a host page or a link chose (`/sports/init-sportsbook?currency=BRL`, the embed
 * message `change_currency`) before anyone signs in. It is kept in a cookie; the slip shows stakes in it and
 * sign-up offers it first, until a player's account says otherwise.
 */
import { currencyOf } from '@sportsbook/contract/values';
import type { Currency } from '@sportsbook/domain';

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
