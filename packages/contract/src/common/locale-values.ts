/** Locales the sportsbook API names things in, and the Accept-Language aliases it honours (no zod: browser-safe). */

/** Supported locales; the first is the default. */
export const LOCALES = ['en', 'es', 'pt-BR'] as const;
/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];
/** The locale used when the request names none we support. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Locale tags clients send that mean one of ours (spec: "br" is mapped to pt-BR). */
export const LOCALE_ALIASES: Readonly<Record<string, Locale>> = { br: 'pt-BR' };
