/**
 * The words of the page rendered without the locale layout (app/global-error.tsx, when the layout itself failed).
 * Spec: "The error page supports en, ko, es, pt, ja, sr (default en), chosen from the URL path". The texts are the
 * locale's own `errors` messages, each loaded on demand: no page's first load carries them.
 */
import type english from '../../../messages/en/errors.json';

/** The languages of the error page, as the spec lists them. */
const ERROR_PAGE_LANGUAGES = ['en', 'ko', 'es', 'pt', 'ja', 'sr'] as const;
/** One of {@link ERROR_PAGE_LANGUAGES}. */
export type ErrorPageLanguage = (typeof ERROR_PAGE_LANGUAGES)[number];

/** The message folder of each language: pt is Brazilian Portuguese here, sr the Montenegrin/Serbian Latin one. */
const MESSAGES_OF: Readonly<Record<ErrorPageLanguage, string>> = {
  en: 'en',
  ko: 'ko',
  es: 'es',
  pt: 'pt-BR',
  ja: 'ja',
  sr: 'sr-ME',
};

/** What the fallback pages say. */
export type FallbackErrorTexts = typeof english;

/**
 * The error page's language for a URL path: the base language of its first segment (`/ko/...`, `/pt-BR/...`,
 * `/sr-ME/...`, `/sr/...`) when the spec lists it, else English. Any path, however malformed, gives a language.
 */
export function errorPageLanguage(pathname: string): ErrorPageLanguage {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  const base = first.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (ERROR_PAGE_LANGUAGES as readonly string[]).includes(base) ? (base as ErrorPageLanguage) : 'en';
}

/** The `lang` attribute of the page in `language`. */
export function errorPageLangTag(language: ErrorPageLanguage): string {
  return language === 'sr' ? 'sr-Latn-ME' : MESSAGES_OF[language];
}

/** Loads the texts of `language` (a chunk of its own per language). */
export async function loadErrorTexts(language: ErrorPageLanguage): Promise<FallbackErrorTexts> {
  const folder = MESSAGES_OF[language];
  return (await import(`../../../messages/${folder}/errors.json`)).default as FallbackErrorTexts;
}
