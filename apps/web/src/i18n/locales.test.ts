import { describe, expect, it } from 'vitest';
import { languageTagOf, resolveLocale } from './locales';

describe('resolveLocale (spec fallback: exact -> alias -> base language -> default -> en)', () => {
  it('takes an exact match, whatever the case or separator', () => {
    expect(resolveLocale('es')).toBe('es');
    expect(resolveLocale('pt-br')).toBe('pt-BR');
    expect(resolveLocale('PT_BR')).toBe('pt-BR');
  });

  it('maps the br alias to pt-BR', () => {
    expect(resolveLocale('br')).toBe('pt-BR');
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
  });
});

describe('languageTagOf', () => {
  it('turns the br alias into pt-BR and leaves real tags alone', () => {
    expect(languageTagOf('br')).toBe('pt-BR');
    expect(languageTagOf('es')).toBe('es');
    expect(languageTagOf('toString')).toBe('toString');
  });
});
