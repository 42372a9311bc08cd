import { describe, expect, it } from 'vitest';
import { alertVariantOf, depositResultOf, readProviderEvent } from './provider-events';

describe('readProviderEvent', () => {
  it('reads the provider’s notification, accounts-updated and redirect events', () => {
    expect(
      readProviderEvent({
        source: 'spi',
        type: 'notification',
        level: 'danger',
        title: 'a_title',
        message: 'a',
      }),
    ).toEqual({ type: 'notification', level: 'danger', title: 'a_title', message: 'a' });
    expect(readProviderEvent({ source: 'spi', type: 'accounts_updated' })).toEqual({
      type: 'accounts_updated',
    });
    expect(
      readProviderEvent({ source: 'spi', type: 'redirect', url: '/sports/profile?deposit=success' }),
    ).toEqual({
      type: 'redirect',
      url: '/sports/profile?deposit=success',
      newTab: false,
    });
  });

  it('ignores other sources, unknown levels, odd keys and redirects out of the app', () => {
    expect(readProviderEvent({ source: 'other', type: 'accounts_updated' })).toBeNull();
    expect(readProviderEvent('spi')).toBeNull();
    expect(
      readProviderEvent({ source: 'spi', type: 'notification', level: 'info', title: 'a', message: 'b' }),
    ).toBeNull();
    expect(
      readProviderEvent({
        source: 'spi',
        type: 'notification',
        level: 'success',
        title: '../x',
        message: 'b',
      }),
    ).toBeNull();
    for (const url of [
      'https://evil.example/',
      '//evil.example/sports',
      '/other',
      '/sports\\..\\x',
      'javascript:x',
    ])
      expect(readProviderEvent({ source: 'spi', type: 'redirect', url }), url).toBeNull();
  });

  it('maps danger, warning and success to the alert variants', () => {
    expect(['danger', 'warning', 'success'].map((l) => alertVariantOf(l as 'danger'))).toEqual([
      'error',
      'warning',
      'success',
    ]);
  });

  it('reads the result of a return URL', () => {
    expect(depositResultOf('/sports/x?deposit=pending')).toBe('pending');
    expect(depositResultOf('/sports/x?deposit=maybe')).toBeNull();
    expect(depositResultOf('/sports/x')).toBeNull();
  });
});
