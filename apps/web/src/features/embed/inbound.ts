/**
 * What each inbound message does (spec platform §7 "Host-page messages: in"), as a dispatch over the app's own
 * actions, which the bridge hands in (so this file is plain and tested without React). Values a message may
 * carry but the app cannot use (an unknown odds format or locale, a path outside the sportsbook, a currency
 * nobody offers) change nothing and are warned about in development, like a malformed message.
 */
import type { EmbedInboundMessage, EmbedInboundPayloads, EmbedOutboundType } from '@sportsbook/contract';
import { CURRENCY_CODES } from '@sportsbook/contract/values';
import { type OddsFormat, parseOddsFormat, shouldUseShareCode } from '@sportsbook/domain';
import { safeInAppPath } from '@/features/shell';
import { type Locale, resolveLocale } from '@/i18n/locales';
import { BASE_PATH } from '@/i18n/routing';

/** The app's actions the messages map onto. */
export interface InboundActions {
  locale: Locale;
  navigate(path: string): void;
  setOddsFormat(format: OddsFormat): void;
  setSearchOpen(open: boolean): void;
  openSlip(tab: 'BET_SLIP' | 'MY_BETS'): void;
  applyViewport(viewport: EmbedInboundPayloads['viewport']): void;
  /** The host's listeners, and its session token (`null`: signed out; absent: unchanged). */
  integrate(listeners: readonly EmbedOutboundType[], token: string | null | undefined): void;
  applyBetCode(code: string): void;
  switchLocale(locale: Locale): void;
  switchCurrency(currency: string): void;
  warn(...args: unknown[]): void;
}

export function handleInbound(message: EmbedInboundMessage, app: InboundActions): void {
  switch (message.type) {
    case 'odds_changed': {
      const format = parseOddsFormat(message.payload.format);
      if (format) app.setOddsFormat(format);
      else app.warn('[embed] unknown odds format', message.payload.format);
      return;
    }
    case 'page_changed': {
      const path = message.payload.path;
      // The path must be the sportsbook's own (safeInAppPath: no other origin, nothing outside /sports).
      if (safeInAppPath(path) === path) app.navigate(path);
      else app.warn('[embed] not a sportsbook path', path, `(expected ${BASE_PATH}/...)`);
      return;
    }
    case 'search_modal':
      app.setSearchOpen(message.payload.open);
      return;
    case 'open_bet_slip':
      app.openSlip(message.payload.tab === 'my_bets' ? 'MY_BETS' : 'BET_SLIP');
      return;
    case 'viewport':
      app.applyViewport(message.payload);
      return;
    case 'iframe_integration':
      app.integrate(message.payload.listeners, message.payload.token);
      return;
    case 'apply_bet_code': {
      const code = message.payload.code.toUpperCase();
      if (shouldUseShareCode(true, code)) app.applyBetCode(code);
      return;
    }
    case 'change_locale': {
      const locale = resolveLocale(message.payload.locale, app.locale);
      if (locale !== app.locale) app.switchLocale(locale);
      return;
    }
    case 'change_currency': {
      const { currency } = message.payload;
      if ((CURRENCY_CODES as readonly string[]).includes(currency)) app.switchCurrency(currency);
      else app.warn('[embed] unknown currency', currency);
      return;
    }
  }
}
