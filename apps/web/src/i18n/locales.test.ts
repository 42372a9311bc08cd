import { describe, expect, it } from 'vitest';
import { directionOf, LOCALES, languageTagOf, resolveLocale } from './locales';

describe('resolveLocale (spec fallback: exact -> alias -> base language -> default -> en)', () => {
  it('takes an exact match, whatever the case or separator', () => {
    expect(resolveLocale('es')).toBe('es');
    expect(resolveLocale('pt-br')).toBe('pt-BR');
    expect(resolveLocale('PT_BR')).toBe('pt-BR');
  });

  it('maps the br alias to pt-BR and Serbian to sr-ME', () => {
    expect(resolveLocale('br')).toBe('pt-BR');
    expect(resolveLocale('sr')).toBe('sr-ME');
    expect(resolveLocale('SR_me')).toBe('sr-ME');
    expect(resolveLocale('sr-Latn-RS')).toBe('sr-ME');
  });

  it('takes the new locales by exact tag or base language', () => {
    expect(resolveLocale('ko')).toBe('ko');
    expect(resolveLocale('ko-KR')).toBe('ko');
    expect(resolveLocale('ja-JP')).toBe('ja');
    expect(resolveLocale('ar-SA')).toBe('ar');
    expect(resolveLocale('he')).toBe('he');
  });

  it('skips the aliases whose locale is not configured (no -> nb, tl -> fil, vn -> vi, se -> sv)', () => {
    for (const tag of ['no', 'nb', 'tl', 'fil', 'vn', 'vi', 'se', 'sv']) {
      expect(resolveLocale(tag)).toBe('en');
      expect(resolveLocale(tag, 'ko')).toBe('ko');
    }
  });

  it('falls back to a locale of the same base language', () => {
    expect(resolveLocale('es-MX')).toBe('es');
    expect(resolveLocale('pt')).toBe('pt-BR');
    expect(resolveLocale('pt-PT')).toBe('pt-BR');
    expect(resolveLocale('en-GB')).toBe('en');
  });

  it('falls back to the given default, then en', () => {
    expect(resolveLocale('fr', 'es')).toBe('es');
    expect(resolveLocale('fr')).toBe('en');
    expect(resolveLocale('')).toBe('en');
    expect(resolveLocale(null)).toBe('en');
  });

  it("takes no alias from Object.prototype's members", () => {
    expect(resolveLocale('constructor')).toBe('en');
    expect(resolveLocale('__proto__', 'es')).toBe('es');
    expect(resolveLocale('hasOwnProperty-x')).toBe('en');
  });

  it('never throws on malformed tags', () => {
    for (const tag of ['-', '--', '_', ' ', '%E0%A4%A', '../etc', 'a'.repeat(500), '\u0000', 'ko-', '-ko'])
      expect(LOCALES).toContain(resolveLocale(tag));
  });
});

describe('languageTagOf', () => {
  it('turns the br alias into pt-BR and leaves real tags alone', () => {
    expect(languageTagOf('br')).toBe('pt-BR');
    expect(languageTagOf('es')).toBe('es');
    expect(languageTagOf('toString')).toBe('toString');
    expect(languageTagOf('sr-ME')).toBe('sr-Latn-ME');
  });
});

describe('directionOf (spec: ar, he, fa, ur read right to left when the setting is on)', () => {
  it('is rtl for the right-to-left languages with the setting on only', () => {
    for (const locale of ['ar', 'he', 'fa', 'ur', 'ar-EG', 'HE-il']) {
      expect(directionOf(locale, true)).toBe('rtl');
      expect(directionOf(locale, false)).toBe('ltr');
    }
    for (const locale of LOCALES.filter((l) => l !== 'ar' && l !== 'he'))
      expect(directionOf(locale, true)).toBe('ltr');
  });
});
