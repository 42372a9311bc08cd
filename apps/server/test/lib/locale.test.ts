import { describe, expect, it } from 'vitest';
import { localeOfTag, preferredTags, resolveLocale } from '../../src/lib/locale.js';

describe('resolveLocale', () => {
  it.each([
    ['es', 'es'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['br', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['es-MX', 'es'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    ['*', 'en'],
    ['', 'en'],
    ['fr, es;q=0.5', 'es'],
    ['de-DE,es-MX;q=0.9,en;q=0.8', 'es'],
    ['en;q=0.1, pt-BR;q=0.9', 'pt-BR'],
    ['es;q=0, pt', 'pt-BR'],
    ['es_AR', 'es'],
    ['ko-KR', 'ko'],
    ['ja', 'ja'],
    ['sr', 'sr-ME'],
    ['sr-Latn-RS', 'sr-ME'],
    ['sr-me', 'sr-ME'],
    ['ar-EG', 'ar'],
    ['he-IL,en;q=0.5', 'he'],
    ['no', 'en'],
    ['nb-NO, no;q=0.9, ko;q=0.5', 'ko'],
    ['tl, vn, se', 'en'],
    ['constructor', 'en'],
    ['__proto__, toString;q=0.9', 'en'],
  ])('%j -> %s', (header, locale) => {
    expect(resolveLocale(header)).toBe(locale);
  });

  it('falls back to the configured default, then English', () => {
    expect(resolveLocale(undefined, 'es')).toBe('es');
    expect(resolveLocale('fr', 'pt-BR')).toBe('pt-BR');
  });

  it('orders tags by q, keeping header order among equals, and drops q=0', () => {
    expect(preferredTags('a;q=0.5, b, c;q=0.5, d;q=0')).toEqual(['b', 'a', 'c']);
    expect(preferredTags('x;q=abc')).toEqual([]);
  });

  it('maps one tag: exact, alias, base language', () => {
    expect(localeOfTag('ES')).toBe('es');
    expect(localeOfTag('br')).toBe('pt-BR');
    expect(localeOfTag('pt-AO')).toBe('pt-BR');
    expect(localeOfTag('it')).toBeNull();
    expect(localeOfTag('sr')).toBe('sr-ME');
    expect(localeOfTag('br-x')).toBe('pt-BR');
    // The spec's aliases to a locale not configured here do not apply: no -> nb, tl -> fil, vn -> vi, se -> sv.
    expect(localeOfTag('no')).toBeNull();
    expect(localeOfTag('tl')).toBeNull();
    expect(localeOfTag('vn')).toBeNull();
    expect(localeOfTag('se')).toBeNull();
  });
});
