/**
 * The locales of the web app and the spec's fallback order for a requested language tag:
 * exact match -> alias -> base language -> default locale -> en. Pure, so the proxy, the init entry and
 * tests share one implementation.
 */
import type { Locale } from '@sportsbook/contract';
import { DEFAULT_LOCALE, LOCALE_ALIASES, LOCALES } from '@sportsbook/contract/values';
import { ownValue } from '@sportsbook/domain';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** The last resort of the spec's fallback chain, whatever the configured default is. */
export const FINAL_FALLBACK_LOCALE: Locale = 'en';

/** True when `value` is one of {@link LOCALES}, spelled exactly. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const baseOf = (tag: string): string => tag.split(/[-_]/)[0]?.toLowerCase() ?? '';

/**
 * The supported locale that best serves `tag` (a URL segment, a query parameter, a browser language).
 * Matching is case-insensitive and accepts `_` for `-`, since host pages send `pt_BR` or `PT-br`.
 */
export function resolveLocale(
  tag: string | null | undefined,
  defaultLocale: Locale = DEFAULT_LOCALE,
): Locale {
  if (!tag) return defaultLocale;
  const wanted = tag.trim().replace(/_/g, '-').toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const alias = ownValue(LOCALE_ALIASES, wanted);
  if (alias) return alias;
  const base = baseOf(wanted);
  const sameLanguage = LOCALES.find((l) => baseOf(l) === base) ?? ownValue(LOCALE_ALIASES, base);
  if (sameLanguage) return sameLanguage;
  return isLocale(defaultLocale) ? defaultLocale : FINAL_FALLBACK_LOCALE;
}

/**
 * The tag `<html lang>` wants: an alias (`br`) becomes its locale, and sr-ME says its script (Latin), which a
 * screen reader or a font fallback would otherwise take for Cyrillic.
 */
export function languageTagOf(locale: string): string {
  const tag = ownValue(LOCALE_ALIASES, locale.toLowerCase()) ?? locale;
  return tag === 'sr-ME' ? 'sr-Latn-ME' : tag;
}

/** Names of the locales in their own language, for the language switcher. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ko: '한국어',
  ja: '日本語',
  'sr-ME': 'Crnogorski',
  ar: 'العربية',
  he: 'עברית',
};

/** The spec's right-to-left languages; they read right to left only while the right-to-left setting is on. */
const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

/** The writing direction of `locale` (any tag: `ar`, `he-IL`); `rightToLeft` is the site's setting. */
export function directionOf(locale: string, rightToLeft: boolean): 'ltr' | 'rtl' {
  return rightToLeft && RIGHT_TO_LEFT_LANGUAGES.has(baseOf(locale)) ? 'rtl' : 'ltr';
}
