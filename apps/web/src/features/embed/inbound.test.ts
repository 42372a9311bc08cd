import { type EmbedInboundMessage, envelope } from '@sportsbook/contract';
import { describe, expect, it, vi } from 'vitest';
import { handleInbound, type InboundActions } from './inbound';

// The shell's entry file (safeInAppPath, MAIN_CONTENT_ID) reaches next-intl's navigation, absent in unit tests.
vi.mock('@/i18n/navigation', async () => (await import('@/i18n/navigation-mock')).navigationMock);

function actions() {
  return {
    locale: 'en' as const,
    navigate: vi.fn(),
    setOddsFormat: vi.fn(),
    setSearchOpen: vi.fn(),
    openSlip: vi.fn(),
    applyViewport: vi.fn(),
    integrate: vi.fn(),
    applyBetCode: vi.fn(),
    switchLocale: vi.fn(),
    switchCurrency: vi.fn(),
    warn: vi.fn(),
  } satisfies InboundActions;
}

const message = (type: string, payload: object) =>
  envelope('sportsbook-host', type, payload) as unknown as EmbedInboundMessage;

describe('inbound messages', () => {
  it('carry out each message with its values', () => {
    const app = actions();
    handleInbound(message('odds_changed', { format: 'fractional' }), app);
    handleInbound(message('page_changed', { path: '/sports/live' }), app);
    handleInbound(message('search_modal', { open: true }), app);
    handleInbound(message('open_bet_slip', {}), app);
    handleInbound(message('open_bet_slip', { tab: 'my_bets' }), app);
    handleInbound(message('viewport', { width: 390, height: 700, offset_top: 40 }), app);
    handleInbound(message('iframe_integration', { listeners: ['sign-in'], token: null }), app);
    handleInbound(message('apply_bet_code', { code: 'abcd2345' }), app);
    handleInbound(message('change_locale', { locale: 'br' }), app);
    handleInbound(message('change_currency', { currency: 'BRL' }), app);
    expect(app.setOddsFormat).toHaveBeenCalledWith('british');
    expect(app.navigate).toHaveBeenCalledWith('/sports/live');
    expect(app.setSearchOpen).toHaveBeenCalledWith(true);
    expect(app.openSlip.mock.calls).toEqual([['BET_SLIP'], ['MY_BETS']]);
    expect(app.applyViewport).toHaveBeenCalledWith({ width: 390, height: 700, offset_top: 40 });
    expect(app.integrate).toHaveBeenCalledWith(['sign-in'], null);
    expect(app.applyBetCode).toHaveBeenCalledWith('ABCD2345');
    expect(app.switchLocale).toHaveBeenCalledWith('pt-BR');
    expect(app.switchCurrency).toHaveBeenCalledWith('BRL');
    expect(app.warn).not.toHaveBeenCalled();
  });

  it('changes nothing for values the app cannot use, and warns', () => {
    const app = actions();
    handleInbound(message('odds_changed', { format: 'roman' }), app);
    handleInbound(message('page_changed', { path: '/admin' }), app);
    handleInbound(message('page_changed', { path: '//evil.example/sports' }), app);
    handleInbound(message('change_currency', { currency: 'XYZ' }), app);
    expect(app.setOddsFormat).not.toHaveBeenCalled();
    expect(app.navigate).not.toHaveBeenCalled();
    expect(app.switchCurrency).not.toHaveBeenCalled();
    expect(app.warn).toHaveBeenCalledTimes(4);
  });

  it('does not switch to the locale already shown, nor to an unknown one', () => {
    const app = actions();
    handleInbound(message('change_locale', { locale: 'en' }), app);
    handleInbound(message('change_locale', { locale: 'xx' }), app);
    expect(app.switchLocale).not.toHaveBeenCalled();
  });
});
