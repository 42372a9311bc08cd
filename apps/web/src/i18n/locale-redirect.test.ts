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

  it('sends Serbian to sr-ME and the new locales near-misses to them', () => {
    expect(localeAliasRedirect('/sr/sports/404')).toBe('/sr-ME/sports/404');
    expect(localeAliasRedirect('/sr-Latn/sports')).toBe('/sr-ME/sports');
    expect(localeAliasRedirect('/ko-KR/sports/live')).toBe('/ko/sports/live');
    expect(localeAliasRedirect('/AR/sports')).toBe('/ar/sports');
  });

  it('follows the fallback order for aliases of locales not configured (no -> nb, tl, vn, se)', () => {
    expect(localeAliasRedirect('/no/sports')).toBe('/sports');
    expect(localeAliasRedirect('/tl/sports/live')).toBe('/sports/live');
    expect(localeAliasRedirect('/vn/sports')).toBe('/sports');
    expect(localeAliasRedirect('/se/sports')).toBe('/sports');
    expect(localeAliasRedirect('/no')).toBeNull();
  });

  it('sends a bare alias to the sports home in its locale', () => {
    expect(localeAliasRedirect('/br')).toBe('/pt-BR/sports');
    expect(localeAliasRedirect('/sr')).toBe('/sr-ME/sports');
  });

  it('leaves supported locales, the base path and other pages alone', () => {
    expect(localeAliasRedirect('/es/sports')).toBeNull();
    expect(localeAliasRedirect('/sr-ME/sports')).toBeNull();
    expect(localeAliasRedirect('/he/sports/live')).toBeNull();
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
