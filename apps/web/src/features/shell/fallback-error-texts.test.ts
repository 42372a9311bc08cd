import { describe, expect, it } from 'vitest';
import { errorPageLangTag, errorPageLanguage, loadErrorTexts } from './fallback-error-texts';

describe('errorPageLanguage (spec: en, ko, es, pt, ja, sr, default en, chosen from the URL path)', () => {
  it('takes the base language of the first segment', () => {
    expect(errorPageLanguage('/ko/sports/404')).toBe('ko');
    expect(errorPageLanguage('/ja/missing.txt')).toBe('ja');
    expect(errorPageLanguage('/es/sports')).toBe('es');
    expect(errorPageLanguage('/pt-BR/sports/x')).toBe('pt');
    expect(errorPageLanguage('/sr-ME/sports')).toBe('sr');
    expect(errorPageLanguage('/SR_latn/a')).toBe('sr');
  });

  it('falls back to English for other languages and for paths without one', () => {
    for (const path of [
      '/',
      '',
      '/sports/404',
      '/ar/sports',
      '/fr/x',
      '/missing.txt',
      '//',
      '/%E0%A4/a',
      '/-/x',
    ])
      expect(errorPageLanguage(path)).toBe('en');
  });

  it('names the document language', () => {
    expect(errorPageLangTag('pt')).toBe('pt-BR');
    expect(errorPageLangTag('sr')).toBe('sr-Latn-ME');
    expect(errorPageLangTag('ko')).toBe('ko');
  });
});

describe('loadErrorTexts', () => {
  it('loads the locale texts of each language', async () => {
    expect((await loadErrorTexts('ko')).notFound.title).toBe('페이지를 찾을 수 없습니다');
    expect((await loadErrorTexts('ja')).error.title).toBe('問題が発生しました');
    expect((await loadErrorTexts('sr')).home).toBe('Na početnu stranu sporta');
    expect((await loadErrorTexts('pt')).notFound.title).not.toBe((await loadErrorTexts('en')).notFound.title);
  });
});
