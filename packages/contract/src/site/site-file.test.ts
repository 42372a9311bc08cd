import { describe, expect, it } from 'vitest';
import { parseSiteFile } from './site-file';
import { styleDeclarations } from './styles';

describe('site settings file', () => {
  it('fills every default from an empty file', () => {
    const parsed = parseSiteFile({});
    expect(parsed).toMatchObject({ ok: true, file: { theme: 'dark', styles: {}, pages: [] } });
  });

  it('names the bad field', () => {
    expect(parseSiteFile({ theme: 'neon' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^theme: /),
    });
    expect(parseSiteFile({ styles: { 'color-bg': 'red; background: url(x)' } })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^styles\.color-bg: not a valid value for --color-bg/),
    });
    expect(parseSiteFile({ styles: { 'not-a-token': '#fff' } })).toMatchObject({ ok: false });
    expect(parseSiteFile({ pages: [{ path: '/Promo' }] })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^pages\[0\]\.path: /),
    });
    expect(parseSiteFile({ pages: [{ path: '/a' }, { path: '/a' }] })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^pages\[1\]\.path: duplicate path/),
    });
    expect(parseSiteFile({ extra: 1 })).toMatchObject({ ok: false });
  });

  it('writes checked declarations only', () => {
    expect(
      styleDeclarations({ 'color-bg': '#ffffff', 'radius-md': '6px', 'font-family': 'Poppins, sans-serif' }),
    ).toBe('--color-bg: #ffffff; --radius-md: 6px; --font-family: Poppins, sans-serif;');
    expect(styleDeclarations({ 'color-bg': 'rgb(1, 2, 3)', 'color-text': 'hsla(0 0% 10% / 50%)' })).toBe(
      '--color-bg: rgb(1, 2, 3); --color-text: hsla(0 0% 10% / 50%);',
    );
  });
});
