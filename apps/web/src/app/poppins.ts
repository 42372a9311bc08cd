/**
 * Poppins' Latin faces (every character of en, es and pt-BR), self-hosted from @fontsource through
 * next/font/local: Next serves them with the build and preloads them from every page's <head>, so the text of
 * the first paint does not wait for a style pass to discover them (the LCP of the home page is its heading).
 * Other Latin characters (latin-ext, e.g. a Polish team name) come from @fontsource's latin-ext faces, next in
 * the font stack (styles/tokens.css); until the files arrive, text is set in the metric-matched fallback of
 * styles/fonts.css.
 */
import localFont from 'next/font/local';

export const poppinsLatin = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../../node_modules/@fontsource/poppins/files/poppins-latin-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
    {
      path: '../../../../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
    {
      path: '../../../../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  variable: '--font-poppins-latin',
  display: 'swap',
  preload: true,
  // styles/fonts.css has the metric-matched fallback, after latin-ext in the stack.
  adjustFontFallback: false,
});
