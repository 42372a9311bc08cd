import { describe, expect, it } from 'vitest';
import { localeAliasRedirect } from './locale-redirect';
import { localizedPath } from './routing';

describe('localeAliasRedirect', () => {
  it('sends an alias or a near-miss before the base path to the supported locale, keeping the rest', () => {
    expect(localeAliasRedirect('/br/sports/live')).toBe('/pt-BR/sports/live');
    expect(localeAliasRedirect('/pt-br/sports')).toBe('/pt-BR/sports');
    expect(localeAliasRedirect('/es-MX/sports/football')).toBe('/es/sports/football');
  });

  it('sends an unsupported language to the default locale, which has no prefix', () => {
    expect(localeAliasRedirect('/fr/sports/live')).toBe('/sports/live');
  });

  it('sends a bare alias to the sports home in its locale', () => {
    expect(localeAliasRedirect('/br')).toBe('/pt-BR/sports');
  });

  it('leaves supported locales, the base path and other pages alone', () => {
    expect(localeAliasRedirect('/es/sports')).toBeNull();
    expect(localeAliasRedirect('/sports/live')).toBeNull();
    expect(localeAliasRedirect('/faq')).toBeNull();
    expect(localeAliasRedirect('/')).toBeNull();
  });
});

describe('localizedPath', () => {
  it('omits the prefix of the default locale only', () => {
    expect(localizedPath('en', '/sports/about')).toBe('/sports/about');
    expect(localizedPath('es', '/sports/about')).toBe('/es/sports/about');
    expect(localizedPath('pt-BR', '/')).toBe('/pt-BR');
    expect(localizedPath('en', '/')).toBe('/');
  });
});
