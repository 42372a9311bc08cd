/** Locales the sportsbook API names things in, and the Accept-Language aliases it honours (no zod: browser-safe). */

/** Supported locales; the first is the default. sr-ME is Montenegrin/Serbian in Latin script. */
export const LOCALES = ['en', 'es', 'pt-BR', 'ko', 'ja', 'sr-ME', 'ar', 'he'] as const;
/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];
/** The locale used when the request names none we support. */
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The spec's aliases: a tag clients send -> the locale it stands for ("br" is pt-BR, Serbian maps to sr-ME,
 * no -> nb, tl -> fil, vn -> vi, se -> sv), whether that locale is configured here or not.
 */
const SPEC_LOCALE_ALIASES: Readonly<Record<string, string>> = {
  br: 'pt-BR',
  sr: 'sr-ME',
  no: 'nb',
  tl: 'fil',
  vn: 'vi',
  se: 'sv',
};

const isConfigured = (tag: string): tag is Locale => (LOCALES as readonly string[]).includes(tag);

/**
 * The aliases that lead to one of {@link LOCALES}. An alias of a locale not configured (no -> nb) does not apply:
 * the tag goes on down the spec's fallback order (base language, default locale, en).
 */
export const LOCALE_ALIASES: Readonly<Record<string, Locale>> = Object.fromEntries(
  Object.entries(SPEC_LOCALE_ALIASES).filter((entry): entry is [string, Locale] => isConfigured(entry[1])),
);
